"use client";

import { LogOut } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { signOutAction } from "@/components/auth/actions";

export function SignOutButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        start(async () => {
          await signOutAction();
          router.replace("/");
          router.refresh();
        })
      }
      className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-surface-muted disabled:opacity-60"
    >
      <LogOut aria-hidden className="size-4" />
      {pending ? "Signing out..." : "Sign out"}
    </button>
  );
}
