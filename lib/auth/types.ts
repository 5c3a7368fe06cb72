export type Session = {
  userId: string;
  email: string;
  /** From the database (user_roles), not from the cookie. */
  isAdmin: boolean;
};

export type AuthResult = { ok: true; session: Session } | { ok: false; error: string };

export type SignUpMetadata = {
  first_name: string;
  last_name: string;
  phone_number?: string;
  address?: string;
  how_did_you_hear?: string;
};

/** The port: embedded (PGlite/Postgres + signed cookie) or hosted (Supabase Auth). */
export interface AuthAdapter {
  getSession(): Promise<Session | null>;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(email: string, password: string, metadata: SignUpMetadata): Promise<AuthResult>;
  signOut(): Promise<void>;
}
