import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "../../app/constants";
import { readStorage, writeStorage } from "../../app/storage";

/** Whether the announcement with this id was dismissed; a new id shows it again. */
export function isAnnouncementDismissed(id: string): boolean {
  if (readStorage(ANNOUNCEMENT_ID_KEY) !== id) {
    writeStorage(ANNOUNCEMENT_ID_KEY, id);
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, "false");
    return false;
  }
  return readStorage(ANNOUNCEMENT_DISMISS_KEY) === "true";
}

export function dismissAnnouncement(id: string): void {
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, "true");
}
