import { expect, type Browser, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./env";

// Sign-in is rate limited per address (10 tries in 5 minutes), as it should be; the suite
// signs in through the form once per worker and reuses that session cookie afterwards.
let adminSession: Cookie[] | null = null;

export async function signInAsAdmin(page: Page, { viaForm = false }: { viaForm?: boolean } = {}) {
  if (adminSession && !viaForm) {
    await page.context().addCookies(adminSession);
    await page.goto("/brampton/admin");
    await expect(page).toHaveURL(/\/brampton\/admin$/);
    return;
  }
  await page.goto("/brampton/auth");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/brampton\/admin$/);
  adminSession = (await page.context().cookies()).filter((c) => c.name === "bv_session");
}

/** A demo staff member (seeded with the password `brightview-demo`) signed in through the form, in a context of their own. */
export async function signInAsDemoStaff(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/brampton/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("brightview-demo");
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/brampton\/admin/);
  return { context, page };
}
