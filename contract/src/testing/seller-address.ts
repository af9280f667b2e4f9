import type { SellerAddressView } from '../platform-settings';

/** Test fixture (never shipped): the seller's Saudi national address as platform settings answer it, in Riyadh. */
export const RIYADH_SELLER_ADDRESS: SellerAddressView = {
  building_number: '2715',
  street: { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
  district: { ar: 'العليا', en: 'Al Olaya' },
  city: { ar: 'الرياض', en: 'Riyadh' },
  postal_code: '12211',
  additional_number: '7364',
};
