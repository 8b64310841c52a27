export { checkPhoto, checkUpload, type CleanFile } from './upload.ts'
export { checkFileCount, fileRefused, fileTooLarge, MAX_FILE_BYTES, MAX_FILES_PER_CUSTOMER } from './limits.ts'
