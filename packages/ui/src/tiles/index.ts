export { type TileColumns, Tiles, type TilesProps } from "./tiles";
