/// <reference types="vite/client" />

declare module "virtual:park-map-drawing" {
  const drawing: import("./features/parks/map-drawing").MapDrawing;
  export default drawing;
}
