-- A signed-in shopper's current glasses (the numbers printed inside a temple arm), saved by the
-- shop's "Match my current glasses" form and filled in next time. The products table's limits;
-- all three or none.
--
-- Access is the table's existing rules, which cover new columns as they stand: authenticated
-- has select and update on public.profiles and anon nothing; profiles_read_own and
-- profiles_update_own (20261123000400) let a user read and update only the row whose id is
-- their (select auth.uid()), admins read every row, and nobody inserts or deletes.

alter table public.profiles
  add column fit_lens_width smallint check (fit_lens_width between 30 and 80),
  add column fit_bridge_width smallint check (fit_bridge_width between 10 and 30),
  add column fit_temple_length smallint check (fit_temple_length between 100 and 160),
  add constraint profiles_fit_all_or_none check (num_nulls(fit_lens_width, fit_bridge_width, fit_temple_length) in (0, 3));
