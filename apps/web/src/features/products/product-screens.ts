// Both product screens in one lazy chunk: opening a card after the list needs no further download.
export { ProductsScreen } from './products-screen.tsx';
export { ProductDetailScreen } from './product-detail-screen.tsx';
