/** What other modules use of media: where audio files live (account deletion removes them). */
export { AudioFiles, MEDIA_FOLDER } from './audio-files'
