import type { Placeholder } from '@/lib/dyo/starter-templates';

let cached: Promise<Placeholder> | undefined;

/** A template's photo slot: a soft grey picture saying where a photo goes (PNG, drawn once). */
export function placeholderPhoto(label: string): Promise<Placeholder> {
  cached ??= Promise.resolve().then(() => {
    const width = 600;
    const height = 600;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#d9d6cf');
    gradient.addColorStop(1, '#b9b5ac');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#8a867d';
    ctx.beginPath();
    ctx.roundRect(220, 230, 160, 110, 18);
    ctx.fill();
    ctx.fillStyle = '#d9d6cf';
    ctx.beginPath();
    ctx.arc(300, 285, 36, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#5d5a53';
    ctx.font = '700 34px Mulish, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(label, 300, 400);
    return { src: canvas.toDataURL('image/png'), width, height };
  });
  return cached;
}
