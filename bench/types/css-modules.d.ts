// The bench pages import app components, some of which style themselves with a CSS module; the
// app project gets this type from vite/client, which the Node project does not load.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
