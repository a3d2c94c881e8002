import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../../lib/stored-file-reply.js';
import type { ReceiptFile } from './receipts.service.js';

/** A PDF answer (Fastify does not serialise bytes): documented as binary. */
export const pdfAnswer = z.string().meta({ format: 'binary', description: 'The receipt as a PDF (application/pdf)' });

/** A receipt's PDF as a download named after its number; personal data, never kept by shared caches. */
export const sendReceipt = (reply: FastifyReply, file: ReceiptFile): FastifyReply =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
