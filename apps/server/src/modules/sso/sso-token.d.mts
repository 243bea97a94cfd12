export declare const SSO_TOKEN_MAX_LIFETIME_S: number;

export type SsoTokenPayload = {
  inst: number;
  login: string;
  redirect: string | null;
  iat: number;
  exp: number;
  jti: string;
};

export declare function ssoSignature(payloadPart: string, secret: string): Buffer;

export declare function signSsoToken(
  fields: Pick<SsoTokenPayload, 'inst' | 'login'> & Partial<SsoTokenPayload>,
  secret: string,
  nowMs?: number,
): string;

export declare function readSsoToken(
  token: string,
): { payloadPart: string; payload: unknown; signature: Buffer } | null;
