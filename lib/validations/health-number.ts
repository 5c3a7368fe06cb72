/**
 * An Ontario health number: ten digits, the last a check digit over the first nine by the Luhn
 * (mod 10) method, as the Ministry of Health prints it (docs/intake-forms.md). Pure, so the form
 * checks it as it is typed and the server again.
 */

/** The digits of a number as typed ("9876-543-217", "9876 543 217"); anything else is kept so it fails. */
export function healthNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The check digit for nine digits. */
export function healthNumberCheckDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = nine.charCodeAt(i) - 48;
    // Luhn doubles every second digit from the right of the full number: here the 1st, 3rd, … of the nine.
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for ten digits whose last is the check digit of the first nine. */
export function isHealthNumber(value: string): boolean {
  return /^\d{10}$/.test(value) && healthNumberCheckDigit(value.slice(0, 9)) === value.charCodeAt(9) - 48;
}

/** A health number as the roles without health information see it: the last three digits. */
export function maskHealthNumber(value: string): string {
  return value ? `\u2022\u2022\u2022\u2022 \u2022\u2022\u2022 ${value.slice(-3)}` : "";
}
