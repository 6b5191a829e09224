// The routes as React Router's Vite plugin bundles them; only the production build resolves it.
declare module "virtual:react-router/server-build" {
  const build: import("react-router").ServerBuild;
  export = build;
}
