import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { linkFromMail, signUp } from "./support/account";
import { signInAsAdmin } from "./support/auth";
import { uniqueEmail } from "./support/mail";
import { fillCheckout } from "./support/orders";

// Issue 34: staff sign in by role, and every look at a patient's health information is logged.
const RECTANGLE = "00000000-0000-4000-8003-000000000004";
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id);

/** A guest's order of the Rectangle with single-vision lenses and an entered prescription, for `email`. */
async function orderWithPrescription(page: Page, email: string): Promise<string> {
  await page.goto(`/brampton/shop/product/${RECTANGLE}`);
  await page.getByRole("radiogroup", { name: "Lenses" }).getByRole("radio", { name: "Single vision" }).check();
  await page.getByRole("radiogroup", { name: "Prescription" }).getByRole("radio", { name: "Enter it now" }).check();
  await box(page, "Right eye (OD) SPH").fill("-1.25");
  await box(page, "Left eye (OS) SPH").fill("-1.50");
  await box(page, "PD (mm)").fill("62");
  await page.getByLabel("Prescription date").fill("2026-05-01");
  await box(page, "Prescribed by").fill("Dr. Anita Rao, OD");
  await box(page, "Patient's name").fill("Simran Kaur");
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  await page.goto("/brampton/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await fillCheckout(page, { email, firstName: "Simran", lastName: "Kaur", phone: "905-555-0177", address: "40 Main St S", postalCode: "L6W 2C6" });
  await next.click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+$/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}

/** The Owner invites `email` as `role`; the invitee opens the e-mailed link in a fresh browser and lands on `home`. */
async function invite(owner: Page, browser: Browser, email: string, role: string, home: RegExp): Promise<Page> {
  await owner.goto("/brampton/admin/staff");
  await owner.getByRole("button", { name: "Invite staff member" }).click();
  const form = owner.getByRole("form", { name: "Invite staff member" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await expect(form.getByLabel("Staff record")).toBeVisible();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("table", { name: "Staff" }).getByRole("row").filter({ hasText: email })).toContainText("Invited");
  const link = await linkFromMail("staff-invitation", email);
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.goto(link);
  await person.getByLabel("First name").fill(role.split(" ")[0]);
  await person.getByLabel("Last name").fill("Tester");
  await person.getByLabel("Password").fill("staff-password-1");
  await person.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(person).toHaveURL(home);
  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByText(/invalid, used or expired/)).toBeVisible();
  await again.context().close();
  return person;
}

test("the Owner invites an Optician and a Front desk member; each sees what their role may, and the access log shows both", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A patient with a confirmed address, and a guest order of theirs with a prescription.
  const patientEmail = uniqueEmail("e2e.patient");
  await signUp(page, patientEmail, "patient-password-1", "Simran");
  await page.goto(await linkFromMail("confirm-email", patientEmail));
  const shopper = await (await browser.newContext()).newPage();
  const orderNumber = await orderWithPrescription(shopper, patientEmail);
  await shopper.context().close();

  const owner = await (await browser.newContext()).newPage();
  await signInAsAdmin(owner, { viaForm: true });
  await owner.goto("/brampton/admin/staff");
  await expect(owner.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const table = owner.getByRole("table", { name: "Staff" });
  for (const column of ["Name", "Email", "Role", "Status"]) await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  expect(await axe(owner)).toEqual([]);

  // The Optician verifies the prescription and cannot open the Staff page.
  const opticianEmail = uniqueEmail("e2e.optician");
  const optician = await invite(owner, browser, opticianEmail, "Optician", /\/brampton\/admin$/);
  await optician.goto(`/brampton/analytics/orders/${orderNumber}`);
  const rx = optician.getByRole("table").filter({ has: optician.getByRole("rowheader", { name: "Right eye (OD)" }) });
  await expect(rx.getByRole("row").filter({ hasText: "Right eye (OD)" })).toContainText("-1.25");
  await optician.getByRole("textbox", { name: "Prescriber's registration number" }).fill("OD-10432");
  await optician.getByRole("button", { name: "Prescription verified" }).click();
  await expect(optician.getByText(`Verified by ${opticianEmail}`)).toBeVisible();
  const refused = await optician.goto("/brampton/admin/staff");
  expect(refused?.status()).toBe(403);
  await expect(optician.getByRole("heading", { level: 1 })).toHaveText("This area is for clinic staff");

  // The Front desk sees the day sheet, not the catalogue; the order's prescription is kept from them (and logged).
  const deskEmail = uniqueEmail("e2e.frontdesk");
  const desk = await invite(owner, browser, deskEmail, "Front desk", /\/brampton\/admin\/appointments$/);
  await expect(desk.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  const catalogue = await desk.goto("/brampton/admin");
  expect(catalogue?.status()).toBe(403);
  await desk.goto(`/brampton/analytics/orders/${orderNumber}`);
  await expect(desk.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(desk.getByRole("rowheader", { name: "Right eye (OD)" })).toHaveCount(0);

  // Changed to Optician, the same person opens the catalogue on their next request (issue 42: the
  // proxy asks the database before it refuses on the role their cookie was signed with).
  await owner.goto("/brampton/admin/staff");
  const deskRow = owner.getByRole("table", { name: "Staff" }).getByRole("row").filter({ hasText: deskEmail });
  await deskRow.getByRole("button", { name: /^Change role for/ }).click();
  await deskRow.getByRole("combobox", { name: /^Change role for/ }).selectOption({ label: "Optician" });
  await deskRow.getByRole("button", { name: "Save role" }).click();
  // Saved when the role's select has closed (while open, its options already say "Optician").
  await expect(deskRow.getByRole("combobox", { name: /^Change role for/ })).toHaveCount(0);
  await expect(deskRow).toContainText("Optician");
  const reopened = await desk.goto("/brampton/admin");
  expect(reopened?.status()).toBe(200);
  await expect(desk.getByRole("heading", { level: 1 })).not.toHaveText("This area is for clinic staff");

  // The Owner sees both people's rows in the access log.
  await owner.goto(`/brampton/admin/access-log?patient=${encodeURIComponent(patientEmail)}`);
  await expect(owner.getByRole("heading", { level: 1, name: "Access log" })).toBeVisible();
  const log = owner.getByRole("table", { name: "Access log" });
  for (const column of ["When", "Staff", "Role", "What", "Patient", "Allowed"]) await expect(log.getByRole("columnheader", { name: column })).toBeVisible();
  // Each look is a row (the page read again after the verification is another).
  await expect(log.getByRole("row").filter({ hasText: opticianEmail }).first()).toContainText("Yes");
  await expect(log.getByRole("row").filter({ hasText: deskEmail }).first()).toContainText("Refused");
  await expect(owner.getByRole("link", { name: "Export CSV" })).toBeVisible();
  for (const label of ["Staff", "Patient email", "From", "To"]) await expect(owner.getByLabel(label, { exact: true })).toBeVisible();
  expect(await axe(owner)).toEqual([]);

  // The patient sees the role, not the name.
  await page.goto("/brampton/account");
  const looks = page.getByRole("region", { name: "Who has looked at my information" });
  await expect(looks).toContainText("Optician");
  await expect(looks).not.toContainText(opticianEmail);
});
