/** @jest-environment node */
import fi from '@/public/locales/fi-FI/translation.json';

// Until 2026-11-25 the Finnish quantity buttons said only "Vähennä"/"Lisää" ("reduce"/"more", the latter also the
// desktop menu's "More"): a screen-reader user heard a verb without its object.
describe('fi-FI quantity buttons', () => {
  it('name the quantity they change', () => {
    expect(fi.cart.increase).toMatch(/määrä/i);
    expect(fi.cart.decrease).toMatch(/määrä/i);
    expect(fi.cart.increase).not.toBe(fi.menu.more);
  });
});
