import { config } from "@/lib/config";

export function isListedAdminEmail(email: string): boolean {
  return config().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}
