import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { HEAD_BYTES, TAIL_BYTES, type FileSample } from '../../lib/file-type.js';

export interface FileMeasure {
  size: number;
  sha256: string;
  sample: FileSample;
}

/**
 * Between upload and storage: hashes, counts and samples (for the type detector) every byte passing
 * through; an Error from `admit(n)` fails the stream at once (the total size budget). docs/decisions/0013-uploads-stream-all-or-nothing.md.
 */
export class FileMeter extends Transform {
  private readonly hash = createHash('sha256');
  private size = 0;
  private readonly head: Buffer[] = [];
  private headLength = 0;
  private readonly tail: Buffer[] = [];
  private tailLength = 0;

  constructor(private readonly admit: (bytes: number) => Error | null) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const refused = this.admit(chunk.length);
    if (refused) return callback(refused);
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.headLength < HEAD_BYTES) {
      // A copy: keeping a slice would pin the whole socket buffer it came from.
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.head.push(part);
      this.headLength += part.length;
    }
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    while (this.tail.length > 1 && this.tailLength - (this.tail[0]?.length ?? 0) >= TAIL_BYTES) {
      this.tailLength -= this.tail.shift()?.length ?? 0;
    }
    callback(null, chunk);
  }

  /** Valid once the stream has finished. */
  measure(): FileMeasure {
    const tail = Buffer.concat(this.tail);
    return {
      size: this.size,
      sha256: this.hash.digest('hex'),
      sample: {
        head: Buffer.concat(this.head),
        tail: tail.subarray(Math.max(0, tail.length - TAIL_BYTES)),
        size: this.size,
      },
    };
  }
}
