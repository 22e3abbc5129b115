/** Types of task-modules.js (plain JavaScript: cli/bin.js checks the CLI's bundle with it before tsx is loaded). */
export declare function taskModules(root: string): string[];
