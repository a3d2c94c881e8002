import {
  text,
  type BankTransfer,
  type Locale,
  type PaymentSettings,
  type PaymentSettingsBody,
} from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * The consultancy's bank account and payment settings (docs/decisions/0130-bank-transfer-proof-and-confirmation.md):
 * one row, id 1, made by its migration. A bank transfer is offered only while bank name, account name and account
 * number are all set.
 */
const SETTINGS_ID = 1;

type SettingRow = Prisma.PaymentSettingGetPayload<object>;

/** The account a payer sends money to, or null while it is not (fully) set. */
export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  sortCode: string | null;
  swift: string | null;
  instructionsEn: string | null;
  instructionsFr: string | null;
}

const detailsOf = (row: SettingRow | null): BankDetails | null =>
  row?.bankName && row.accountName && row.accountNumber
    ? {
        bankName: row.bankName,
        accountName: row.accountName,
        accountNumber: row.accountNumber,
        sortCode: row.sortCode,
        swift: row.swift,
        instructionsEn: row.instructionsEn,
        instructionsFr: row.instructionsFr,
      }
    : null;

type Reader = Pick<PrismaClient, 'paymentSetting'>;

/** The account invoices offer, null when none is set (read with each invoice: one row by its key). */
export async function bankDetails(prisma: Reader): Promise<BankDetails | null> {
  return detailsOf(await prisma.paymentSetting.findUnique({ where: { id: SETTINGS_ID } }));
}

/** An invoice's bank transfer offer in the reader's language: the account and the invoice number to quote. */
export function bankTransferOf(bank: BankDetails | null, reference: string, locale: Locale): BankTransfer | null {
  if (!bank) return null;
  return {
    bankName: bank.bankName,
    accountName: bank.accountName,
    accountNumber: bank.accountNumber,
    sortCode: bank.sortCode,
    swift: bank.swift,
    instructions: (locale === 'fr' ? bank.instructionsFr : null) ?? bank.instructionsEn,
    reference,
  };
}

/** The answer of a transfer proof while no account is set: 409, the student can still pay by Paystack. */
export const bankTransferNotConfigured = () =>
  new HttpError(409, 'BANK_TRANSFER_NOT_CONFIGURED', text('payments.transfer.notConfigured'));

const settingsView = (row: SettingRow): PaymentSettings => ({
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  sortCode: row.sortCode,
  swift: row.swift,
  instructionsEn: row.instructionsEn,
  instructionsFr: row.instructionsFr,
  bankTransferOffered: detailsOf(row) !== null,
  requirePaidToForward: row.requirePaidToForward,
  updatedAt: row.updatedAt.toISOString(),
});

/** What admins read and write (GET/PUT /admin/payment-settings). */
export function createPaymentSettings(prisma: PrismaClient) {
  return {
    async get(): Promise<PaymentSettings> {
      return settingsView(await prisma.paymentSetting.findUniqueOrThrow({ where: { id: SETTINGS_ID } }));
    },

    /** Writes the account (and the forwarding flag when sent), audited with what was before and after. */
    async put(body: PaymentSettingsBody, audit: AuditContext): Promise<PaymentSettings> {
      return prisma.$transaction(async (tx) => {
        const before = await tx.paymentSetting.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
        const data = {
          bankName: body.bankName ?? null,
          accountName: body.accountName ?? null,
          accountNumber: body.accountNumber ?? null,
          sortCode: body.sortCode ?? null,
          swift: body.swift ?? null,
          instructionsEn: body.instructionsEn ?? null,
          instructionsFr: body.instructionsFr ?? null,
          ...(body.requirePaidToForward === undefined ? {} : { requirePaidToForward: body.requirePaidToForward }),
          updatedById: audit.actorId,
        };
        const after = await tx.paymentSetting.update({ where: { id: SETTINGS_ID }, data });
        const { updatedAt: _a, updatedById: _b, id: _c, ...was } = before;
        const { updatedAt: _d, updatedById: _e, id: _f, ...now } = after;
        await recordAudit(tx, {
          ...audit,
          action: 'payment.settings',
          targetType: 'payment_setting',
          targetId: String(SETTINGS_ID),
          meta: { before: was, after: now },
        });
        return settingsView(after);
      });
    },
  };
}
export type PaymentSettingsService = ReturnType<typeof createPaymentSettings>;
