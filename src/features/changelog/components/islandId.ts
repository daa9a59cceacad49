/** Id of the static block that holds every release (see ReleaseNotes.client.tsx). */
export const RELEASE_NOTES_ISLAND = 'release-notes';
