import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';

/** PKCS#8 DER of an Ed25519 private key, up to the 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

export interface DocumentSigner {
  /** The first 16 characters of the public key's RFC 7638 thumbprint. */
  kid: string;
  publicJwk: PublicJwk;
  /** A compact JWS (RFC 7515, alg EdDSA, RFC 8037) of the JSON record: header.payload.signature, base64url each. */
  sign(record: object): string;
}

/**
 * The document signing key from DOCUMENT_SIGNING_KEY, an Ed25519 seed in hex (docs/decisions/0135-verifiable-documents.md).
 * Signatures are compact JWS, so anyone can check one with a JOSE library or plain Ed25519 and the published JWK.
 */
export function documentSigner(seedHex: string): DocumentSigner {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seedHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const publicJwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x };
  // RFC 7638: the required members in lexicographic order, no spaces.
  const thumbprint = createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
  const kid = thumbprint.slice(0, 16);
  const header = base64url(JSON.stringify({ alg: 'EdDSA', kid }));
  return {
    kid,
    publicJwk,
    sign(record) {
      const input = `${header}.${base64url(JSON.stringify(record))}`;
      return `${input}.${base64url(sign(null, Buffer.from(input), privateKey))}`;
    },
  };
}
