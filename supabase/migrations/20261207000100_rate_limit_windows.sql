-- Rate-limit windows start at a key's first hit instead of at the clock's round marks. With
-- windows cut from the clock (floor(epoch / window)), a burst that straddled a mark got twice
-- the limit in a moment (ten guesses at 10:14:59 and ten more at 10:15:00), and a sequence of
-- guesses counted right or wrong depending on the second it started (the test suite's flaky
-- sign-in test, issue 41). Now a key has one live row: its window opens at its first hit and
-- runs `window_seconds`; a hit after that opens a new one. A lock per key keeps concurrent
-- first hits from each opening a window of their own.

create or replace function private.hit_rate_limit(key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  n integer;
begin
  perform pg_advisory_xact_lock(hashtext('rate-limit:' || hit_rate_limit.key));
  update private.rate_limits r set hits = r.hits + 1
  where r.key = hit_rate_limit.key
    and r.window_start > now() - make_interval(secs => hit_rate_limit.window_seconds)
  returning r.hits into n;
  if n is null then
    insert into private.rate_limits as r (key, window_start, hits)
    values (hit_rate_limit.key, now(), 1)
    on conflict (key, window_start) do update set hits = r.hits + 1
    returning r.hits into n;
  end if;
  delete from private.rate_limits where window_start < now() - interval '1 day';
  return n <= hit_rate_limit.max_hits;
end;
$$;
revoke all on function private.hit_rate_limit(text, integer, integer) from public;
grant execute on function private.hit_rate_limit(text, integer, integer) to anon, authenticated, service_role;

create or replace function private.undo_rate_limit_hit(key text, window_seconds integer)
returns void
language sql volatile security definer set search_path = '' as $$
  update private.rate_limits r set hits = greatest(r.hits - 1, 0)
  where r.key = undo_rate_limit_hit.key
    and r.window_start > now() - make_interval(secs => undo_rate_limit_hit.window_seconds);
$$;
revoke all on function private.undo_rate_limit_hit(text, integer) from public;
grant execute on function private.undo_rate_limit_hit(text, integer) to service_role;
