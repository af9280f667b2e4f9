export const en = {
  pages: {
    orders: 'Orders',
    addOrder: 'New order',
    orderDetails: 'Order details',
    packages: 'Packages',
    packageDetails: 'Package details',
  },
};
