"use client";

import NextLink from "next/link";
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from "react";

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
  return (
    <NextLink
      {...props}
      // null is next/link's default ("auto"); it takes effect once the link is wanted.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
    />
  );
}
