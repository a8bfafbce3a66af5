export { type GalleryImage, ImageGallery, type ImageGalleryProps } from './image-gallery';
