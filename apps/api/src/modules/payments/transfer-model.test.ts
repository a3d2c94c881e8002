import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

/*
 * The data of paying by bank transfer (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): one settings row
 * from the start, nothing set and forwarding not held back by payment; a payment can carry a transfer's proof.
 */
const t = useTestApp(() => ({}));

describe('payment settings', () => {
  it('are one row, there from the start: no bank account set, forwarding not waiting for payment', async () => {
    const rows = await t.app.prisma.paymentSetting.findMany();
    expect(rows).toEqual([
      expect.objectContaining({ id: 1, bankName: null, accountNumber: null, requirePaidToForward: false }),
    ]);
    await expect(t.app.prisma.paymentSetting.create({ data: { id: 2 } })).rejects.toThrow();
  });
});
