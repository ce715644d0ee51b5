/// <reference types="vite/client" />

declare module "virtual:park-map-drawing" {
  const drawing: import("./features/parks/map-drawing").MapDrawing;
  export default drawing;
}

declare module "virtual:text-loaders" {
  type Catalogs = Record<string, Record<string, (args?: Readonly<Record<string, string | number>>) => string>>;
  const loaders: Partial<Record<import("#shared/rules/languages").Lang, () => Promise<{ default: Catalogs }>>>;
  export default loaders;
}
