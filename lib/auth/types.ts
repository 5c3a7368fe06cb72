import type { StaffRole } from "./permissions";

export type Session = {
  userId: string;
  email: string;
  /** Any staff role, from the database (user_roles), not from the cookie. */
  isAdmin: boolean;
  /** The staff role (issue 34), null for a customer; read from the database every request. */
  role: StaffRole | null;
};

export type AuthResult = { ok: true; session: Session } | { ok: false; error: string };

/** Hosted sign-up with confirmation on (Supabase's default) makes the user but no session yet. */
export type SignUpResult = AuthResult | { ok: true; session: null };

export type Outcome = { ok: true } | { ok: false; error: string };

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
  signUp(email: string, password: string, metadata: SignUpMetadata, origin: string | null): Promise<SignUpResult>;
  signOut(): Promise<void>;
  /** Sends a reset link when the address has an account; never says whether it has. */
  requestPasswordReset(email: string, origin: string): Promise<void>;
  /**
   * Sets a new password from a reset link (embedded: the link's token; hosted: the recovery
   * session Supabase's link started), signs out every other session and signs this browser in.
   */
  resetPassword(token: string, password: string): Promise<AuthResult>;
  /** Needs the current password; signs out the account's other sessions. */
  changePassword(session: Session, current: string, password: string): Promise<Outcome>;
  /** Sends the address confirmation again (nothing when it is confirmed already). */
  resendConfirmation(session: Session, origin: string): Promise<void>;
  /**
   * Deletes the login and profile after checking the password; every session ends. Orders keep
   * their rows with no account (orders.user_id is `on delete set null`).
   */
  deleteAccount(session: Session, password: string): Promise<Outcome>;
}
