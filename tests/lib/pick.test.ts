import { pick } from '@/lib/pick';

describe('pick', () => {
  it('copies the named fields and nothing else', () => {
    const wire = { orderId: 'O1', email: 'a@b.se', profit: 7 };
    expect(pick(wire, ['orderId', 'email'])).toEqual({ orderId: 'O1', email: 'a@b.se' });
  });
});
