-- Sign-in throttling counts failures only (lib/auth/sign-in-guard.ts). Each attempt takes its
-- place in the counters before the password is checked (private.hit_rate_limit, atomic, so
-- concurrent guesses cannot all slip under the limit); a successful one then gives its place
-- back and clears its own counter. Both helpers sit beside hit_rate_limit, with its fixed
-- windows. Only the server's privileged sign-in calls them: no grant to anon or authenticated
-- (the Supabase API does not expose `private` anyway).

create function private.undo_rate_limit_hit(key text, window_seconds integer)
returns void
language sql volatile security definer set search_path = '' as $$
  update private.rate_limits r set hits = greatest(r.hits - 1, 0)
  where r.key = undo_rate_limit_hit.key
    and r.window_start = to_timestamp(floor(extract(epoch from now()) / undo_rate_limit_hit.window_seconds) * undo_rate_limit_hit.window_seconds);
$$;
revoke all on function private.undo_rate_limit_hit(text, integer) from public;
grant execute on function private.undo_rate_limit_hit(text, integer) to service_role;

create function private.clear_rate_limit(key text)
returns void
language sql volatile security definer set search_path = '' as $$
  delete from private.rate_limits r where r.key = clear_rate_limit.key;
$$;
revoke all on function private.clear_rate_limit(text) from public;
grant execute on function private.clear_rate_limit(text) to service_role;
