/** A clinic's id as public.clinics allows it (its check constraint); whether it exists is the database's answer. */
export const CLINIC_ID_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

export const isClinicId = (v: string): boolean => CLINIC_ID_PATTERN.test(v);
