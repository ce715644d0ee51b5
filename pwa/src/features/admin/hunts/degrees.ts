/** A coordinate as an item's latitude or longitude field holds it. Six decimals is about 0.1 m: as fine as any phone's fix or a click on a map. */
export const degrees = (value: number) => String(Number(value.toFixed(6)));
