import type { LandingContent, PaymentContent, PricingContent } from '../content-types';

export const landingEn: LandingContent = {
  title: 'Maintenance, cleaning and pest control for every branch of your company in Riyadh',
  subtitle:
    'One portal for your facilities team: add your branches, get an instant quotation, buy a package by visits or by hours and follow every visit until it is done.',
  servicesTitle: 'Services for businesses',
  services: {
    maintenance: {
      title: 'Maintenance',
      text: 'Preventive and corrective maintenance of your buildings: electricity, plumbing, air conditioning and more.',
    },
    cleaning: {
      title: 'Cleaning',
      text: 'Regular or one-time cleaning of offices, shops, warehouses and common areas.',
    },
    'pest-control': {
      title: 'Pest control',
      text: 'Scheduled pest-control treatments and emergency visits to keep your sites safe and compliant.',
    },
  },
  howTitle: 'How it works',
  howSteps: [
    { title: 'Register', text: 'Create your company account with your mobile number and a WhatsApp code.' },
    { title: 'Add your branches', text: 'One by one or all at once from the spreadsheet template.' },
    { title: 'Get an instant quotation', text: 'Prices are calculated on the details of each branch.' },
    { title: 'Choose a package', text: 'By visits or by hours, over the period that suits you.' },
    { title: 'Place orders', text: 'Follow each visit from assignment to completion, and rate it.' },
    { title: 'Pay your way', text: 'Wallet, bank transfer, card or cash.' },
  ],
  whyTitle: 'Built for companies',
  why: [
    { title: 'Your whole team', text: 'Roles and permissions per module, and users limited to their branches.' },
    {
      title: 'Clear costs',
      text: 'Quotations per branch, VAT on its own line, invoices and transactions in one place.',
    },
    { title: 'Always informed', text: 'Order statuses, notifications and a chat with our support team.' },
  ],
  areaNote: 'Our services are currently available in Riyadh only.',
  closingTitle: 'Ready to look after your branches?',
  closingText: 'Registration takes two minutes. You only need your mobile number with WhatsApp.',
};

export const pricingEn: PricingContent = {
  title: 'Pricing',
  intro:
    'There is no one-size price list: every branch is different. Your price is quoted instantly, per branch, from the details you enter. Here is how it works.',
  packagesTitle: 'Two kinds of packages',
  byVisits: {
    title: 'Packages by visits',
    text: 'A number of visits over a period of months, at the frequency you choose. Best for regular, predictable work such as monthly pest control or weekly cleaning.',
  },
  byHours: {
    title: 'Packages by hours',
    text: 'A number of working hours used across visits as needed. Best for varied maintenance where the time needed changes from one visit to the next.',
  },
  factorsTitle: 'What your price depends on',
  factorsIntro: 'The quotation is calculated for each branch from:',
  factors: [
    'The business type and the unit type',
    'The services you choose and their quantity',
    'The number of visits or hours, and the frequency',
    'The period of the package, in months',
    'The area of Riyadh where the branch is',
    'The building: size in m², age, number of floors and floor height',
  ],
  frequenciesTitle: 'Visit frequencies',
  frequenciesIntro: 'Packages by visits are planned at one of these frequencies:',
  frequencies: {
    on_demand: { title: 'On demand', text: 'You request each visit when you need it.' },
    one_time: { title: 'One time', text: 'A single visit.' },
    daily: { title: 'Daily', text: 'One visit every day.' },
    weekly: { title: 'Weekly', text: 'One visit a week.' },
    weekly_twice: { title: 'Twice a week', text: 'Two visits a week.' },
    monthly: { title: 'Monthly', text: 'One visit a month.' },
    monthly_twice: { title: 'Twice a month', text: 'Two visits a month.' },
    quarterly: { title: 'Quarterly', text: 'One visit every three months.' },
    quarterly_twice: { title: 'Twice a quarter', text: 'Two visits every three months.' },
    semi_annually: { title: 'Every six months', text: 'Two visits a year.' },
    yearly: { title: 'Yearly', text: 'One visit a year.' },
    emergency_2: { title: 'Emergency bundle of 2', text: 'Two emergency visits to use when something breaks.' },
    emergency_4: { title: 'Emergency bundle of 4', text: 'Four emergency visits to use when something breaks.' },
    emergency_6: { title: 'Emergency bundle of 6', text: 'Six emergency visits to use when something breaks.' },
  },
  taxTitle: 'Currency and VAT',
  taxText:
    'All prices are in Saudi riyals (SAR). VAT of 15% is added to the amount after any discount and shown on its own line on the quotation, the order and the invoice.',
  taxExample:
    'Example of the calculation only: a subtotal of {{subtotal}} gives VAT of {{vat}}, for a total of {{total}}.',
  paymentTitle: 'Paying for a package',
  paymentText:
    'Pay from your wallet, by bank transfer, by card or in cash. Some packages ask for a down payment or allow a credit line. A package paid by bank transfer is activated within 24 hours.',
};

export const paymentEn: PaymentContent = {
  checkoutTitle: 'How checkout works',
  checkoutIntro:
    'You pay for packages and orders inside the portal, after signing in. This page explains what to expect at checkout.',
  checkoutStepsTitle: 'Checkout, step by step',
  checkoutSteps: [
    'Sign in and choose a package from your quotation, or create an order for a branch.',
    'Review the summary: services, branches, subtotal, discount, VAT (15%) and total in SAR.',
    'Choose how to pay: wallet, bank transfer, card or cash.',
    'Confirm. Card and wallet payments are confirmed at once; a bank transfer within 24 hours; cash when the team collects it.',
    'Follow the payment status on the order or package, and find the invoice under Accounting → Invoices.',
  ],
  paymentTitle: 'Payment methods',
  paymentIntro: 'Four ways to pay for your packages and orders. Choose the one that fits your company’s process.',
  methodsTitle: 'Ways to pay',
  methods: {
    wallet: {
      title: 'Wallet',
      text: 'Your company’s balance in SAR. Recharge it by card or bank transfer, then pay any order or package from it.',
      confirmation: 'Confirmed at once, when the balance covers the amount.',
    },
    transfer: {
      title: 'Bank transfer',
      text: 'Transfer from your company account and record the transfer in the portal with its details and receipt.',
      confirmation: 'Confirmed by our finance team within 24 hours.',
    },
    credit_card: {
      title: 'Card',
      text: 'Pay through the secure payment gateway. The portal never stores your card number.',
      confirmation: 'Confirmed as soon as the gateway approves the payment.',
    },
    cash: {
      title: 'Cash',
      text: 'Pay the team in cash at the visit. The payment is recorded on the order.',
      confirmation: 'Confirmed when the team records the collection.',
    },
  },
  noPaymentHere: 'This page is for information only: no payment is taken here.',
  signInPrompt: 'Sign in to pay for an order or a package, or register your company to get started.',
};
