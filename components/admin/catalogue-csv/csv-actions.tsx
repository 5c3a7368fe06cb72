"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { CATALOGUE_CSV_COPY as COPY } from "@/content/catalogue-csv";
import { ImportDialog } from "./import-dialog";

/**
 * The catalogue's spreadsheet buttons: "Export CSV" downloads what the table's search and
 * filters show (`exportHref` carries them), "Download template" the empty file, "Import CSV"
 * opens the dialog. Plain links for the downloads: the browser streams them to disk.
 */
export function CsvActions({ exportHref, filtered }: { exportHref: string; filtered: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <a href={exportHref} download className={buttonClass("outline", "sm")} {...(filtered ? { title: COPY.exportFiltered } : {})}>
        {COPY.exportCsv}
      </a>
      <a href="/brampton/admin/catalogue-csv?template=1" download className={buttonClass("outline", "sm")}>
        {COPY.downloadTemplate}
      </a>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("outline", "sm")}>
        {COPY.importCsv}
      </button>
      <ImportDialog open={open} onOpenChange={setOpen} onImported={() => router.refresh()} />
    </div>
  );
}
