-- The account's own records found by its confirmed address (bookings and forms carry an e-mail,
-- not a user id, and may predate the account). Matched case-insensitively, as addresses are.
create index bookings_email_lower_idx on public.bookings (lower(email));
create index form_submissions_email_lower_idx on public.form_submissions (lower(email));
