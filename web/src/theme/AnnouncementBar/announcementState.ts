import { ANNOUNCEMENT_STORAGE_KEYS } from "../../data/contracts";
import { readStorage, writeStorage } from "../../app/storage";

/** Whether the announcement with this id was dismissed; a new id shows it again. */
export function isAnnouncementDismissed(id: string): boolean {
  if (readStorage(ANNOUNCEMENT_STORAGE_KEYS.id) !== id) {
    writeStorage(ANNOUNCEMENT_STORAGE_KEYS.id, id);
    writeStorage(ANNOUNCEMENT_STORAGE_KEYS.dismiss, "false");
    return false;
  }
  return readStorage(ANNOUNCEMENT_STORAGE_KEYS.dismiss) === "true";
}

export function dismissAnnouncement(id: string): void {
  writeStorage(ANNOUNCEMENT_STORAGE_KEYS.id, id);
  writeStorage(ANNOUNCEMENT_STORAGE_KEYS.dismiss, "true");
}
