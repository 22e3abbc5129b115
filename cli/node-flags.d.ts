/** Types of node-flags.js (plain JavaScript: bin.js runs it before tsx is loaded). */
export declare const NODE_FLAGS: readonly string[];
export declare function restartWithNodeFlags(): boolean;
export declare function dieWithParent(): void;
