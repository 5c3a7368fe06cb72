-- hit_rate_limit's parameter `key` collided with the column of the same name inside
-- ON CONFLICT. Same signature and behaviour, with the conflict resolved toward the column.
create or replace function public.hit_rate_limit(key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / hit_rate_limit.window_seconds) * hit_rate_limit.window_seconds);
  n integer;
begin
  insert into public.rate_limits as r (key, window_start, hits)
  values (hit_rate_limit.key, w, 1)
  on conflict (key, window_start) do update set hits = r.hits + 1
  returning r.hits into n;
  delete from public.rate_limits where window_start < now() - interval '1 day';
  return n <= hit_rate_limit.max_hits;
end;
$$;
