/** Vite answers a `?url` import with the file's URL in the build (the font files of font-files.ts). */
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
