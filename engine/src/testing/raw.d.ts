// Vite's ?raw imports, used by tests to read documentation next to the code.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
