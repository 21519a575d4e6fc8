/** Mixes a #rrggbb colour with black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '888888';
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  const target = amount < 0 ? 0 : 255;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;
}
