-- Supabase's Security Advisor (lint 0025, public_bucket_allows_listing): a public bucket
-- serves each file by its URL without any SELECT policy, so a broad one only lets anyone
-- with the anon key list every stored name. Only admins list (Storage's remove() needs it).
drop policy "product images are public" on storage.objects;
create policy "admins list product images" on storage.objects for select to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()));
