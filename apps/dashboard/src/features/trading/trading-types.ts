/** GET /api/trading/exchanges */
export interface ExchangeList {
  exchanges: Array<{ id: string; name: string }>;
}

/** A saved exchange credential: the key only masked, the secret never. */
export interface ExchangeCredential {
  id: string;
  label: string;
  exchange: string;
  exchangeName: string;
  /** First and last four characters of the key: `abcd••••wxyz`. */
  maskedKey: string;
  createdAt: string;
}

/** GET /api/trading/credentials */
export interface CredentialList {
  credentials: ExchangeCredential[];
}

/** POST /api/trading/credentials */
export interface CreateCredentialBody {
  label: string;
  exchange: string;
  apiKey: string;
  apiSecret: string;
}

/** A personal API token, without the token itself. */
export interface ApiToken {
  id: string;
  label: string;
  /** The token's first characters, to recognise it. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** GET /api/trading/tokens */
export interface TokenList {
  tokens: ApiToken[];
}

/** POST /api/trading/tokens: the token itself is in this answer only. */
export interface CreatedToken extends ApiToken {
  token: string;
}

export const CREDENTIALS_PATH = "/api/trading/credentials";
export const TOKENS_PATH = "/api/trading/tokens";
export const EXCHANGES_PATH = "/api/trading/exchanges";
