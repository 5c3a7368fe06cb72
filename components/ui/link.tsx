"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches a destination when the visitor shows intent (pointer over it,
 * keyboard focus, a touch) rather than whenever it scrolls into view. A page shows dozens of
 * links (menus, footer, product cards); prefetching them all during load fetched and parsed
 * their data and code on the main thread and doubled the home page's blocking time (issue 10).
 * Navigation stays client-side; `prefetch={false}` still turns prefetching off entirely.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  // Marks intent, then runs the caller's own handler for the same event.
  const wanting =
    <E,>(handler?: (e: E) => void) =>
    (e: E) => {
      setIntent(true);
      handler?.(e);
    };
  return (
    <NextLink
      {...props}
      // null is next/link's default ("auto"); it takes effect once the link is wanted.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={wanting(onMouseEnter)}
      onFocus={wanting(onFocus)}
      onTouchStart={wanting(onTouchStart)}
    />
  );
}
