import type { HelpContent } from '../content-types';

export const helpEn: HelpContent = {
  categories: {
    'getting-started': {
      title: 'Getting started',
      description: 'Register your company, sign in and check the service area.',
    },
    branches: { title: 'Branches', description: 'Add your branches one by one or from the spreadsheet template.' },
    'orders-packages': {
      title: 'Packages and orders',
      description: 'Quotations, packages by visits or hours, and what each order status means.',
    },
    'payments-wallet': {
      title: 'Payments and wallet',
      description: 'Wallet recharge, bank transfers, card and cash payments, VAT.',
    },
    team: { title: 'Your team', description: 'Users, roles and what each person is allowed to do.' },
  },
  articles: {
    'sign-in-with-whatsapp-code': {
      title: 'Sign in with the WhatsApp code',
      summary: 'The portal has no password to remember: you sign in with a 4-digit code sent to your WhatsApp.',
      body: [
        {
          kind: 'paragraph',
          text: 'Every sign-in uses your Saudi mobile number and a one-time code. The code is sent as a WhatsApp message to that number, so keep WhatsApp active on the phone that carries it.',
        },
        {
          kind: 'steps',
          items: [
            'Open the sign-in page and enter your mobile number, for example 05XXXXXXXX.',
            'Select "Send code". A WhatsApp message with a 4-digit code arrives within a few seconds.',
            'Type the 4 digits in the code field and select "Sign in".',
            'You land on your company dashboard.',
          ],
        },
        { kind: 'heading', text: 'If the code does not arrive' },
        {
          kind: 'list',
          items: [
            'Check that the number is the one your company registered for you; a number the portal does not know receives no code.',
            'Wait one minute: the "Resend code" button becomes available after 60 seconds.',
            'A code is valid for 5 minutes and for 5 wrong attempts. After that, request a new one.',
            'For your security, only a limited number of codes can be sent to one number per hour. If you reach the limit, try again later.',
          ],
        },
        {
          kind: 'note',
          text: 'Nobody from our team will ever ask you for this code. Do not share it, even with a colleague: each person signs in with their own number.',
        },
      ],
    },
    'register-your-company': {
      title: 'Register your company',
      summary: 'One registration creates your company account and makes you its administrator.',
      body: [
        {
          kind: 'paragraph',
          text: 'Registration is for businesses that need maintenance, cleaning or pest control at one or more sites in Riyadh. The person who registers becomes the company administrator (account manager).',
        },
        {
          kind: 'steps',
          items: [
            'Open "Register your company" from the home page or the sign-in page.',
            'Enter the company name, the owner name, your mobile number and, if you wish, an email address.',
            'Confirm your number with the 4-digit code sent to your WhatsApp.',
            'Complete the account information later from Settings: address, contact person, commercial registration (CR) number and certificate, VAT number and certificate.',
          ],
        },
        {
          kind: 'note',
          text: 'Tax invoices carry the VAT number you enter in the account information, so add it before your first paid order.',
        },
      ],
    },
    'riyadh-service-area': {
      title: 'Service area: Riyadh only',
      summary: 'Our providers currently serve sites located in Riyadh. Branches elsewhere cannot be served yet.',
      body: [
        {
          kind: 'paragraph',
          text: 'Every visit is carried out by a provider team based in Riyadh. For that reason a branch must be located in Riyadh before it can be added to a package or an order.',
        },
        {
          kind: 'list',
          items: [
            'When you add a branch, choose the city Riyadh and the district (area) where it is located.',
            'A branch in another city is refused with the message "Our services are only available in Riyadh".',
            'Packages list the areas they allow; a branch must be in one of them to be attached to the package.',
          ],
        },
        {
          kind: 'note',
          text: 'If your company also has sites outside Riyadh, you can still register and manage your Riyadh branches in the portal.',
        },
      ],
    },
    'add-a-branch': {
      title: 'Add a branch',
      summary: 'Branches are the sites we visit. Their details drive your quotations and your packages.',
      body: [
        {
          kind: 'paragraph',
          text: 'A branch is one site of your company: a shop, an office, a warehouse, a building. Quotations are calculated per branch, so accurate details give you accurate prices.',
        },
        {
          kind: 'steps',
          items: [
            'Go to Branches management → Branches and select "Add".',
            'Enter the name and, if you use one, your internal branch code.',
            'Choose the branch type, then the city (Riyadh) and the area.',
            'Fill in the building details: address, building number, size in m², height, building age or construction date, number of floors and floor height in metres.',
            'Save. The branch appears in the list and can now be used in quotations, packages and orders.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Inside a branch you can add units (for example floors, apartments or shops) and their spaces, when the service is ordered for a part of the building.',
        },
        {
          kind: 'note',
          text: 'Adding or editing branches needs the matching permission on the Branches module. Ask your administrator if the "Add" button is missing.',
        },
      ],
    },
    'bulk-upload-branches': {
      title: 'Upload many branches from the spreadsheet template',
      summary: 'Add dozens or thousands of branches at once with the .xlsx template.',
      body: [
        {
          kind: 'paragraph',
          text: 'When you have many sites, the bulk upload saves typing. You download a spreadsheet template, fill one row per branch and upload it back.',
        },
        {
          kind: 'steps',
          items: [
            'Go to Branches management → Branches and open the bulk upload.',
            'Download the template. Its column headers are in your interface language; keep them and keep their order.',
            'Fill one row per branch. Use the exact names of the branch type, city and area as they appear in the portal.',
            'Save the file as .xlsx and upload it.',
          ],
        },
        {
          kind: 'terms',
          items: [
            { term: 'Required', detail: 'Name, branch type, city and area.' },
            {
              term: 'Optional',
              detail:
                'Code, address, building number, size (m²), height (m), construction date (YYYY-MM-DD), building age (years), floors, floor height (m), latitude and longitude.',
            },
            { term: 'Limits', detail: 'Up to 10,000 rows and 5 MB per file.' },
          ],
        },
        { kind: 'heading', text: 'When the file has errors' },
        {
          kind: 'paragraph',
          text: 'The upload is all or nothing: if one row is wrong, no branch is imported. The portal lists every error with its row number (the header is row 1) and its column, so you can fix the file and upload it again.',
        },
        { kind: 'note', text: 'Bulk upload needs the import permission on the Branches module.' },
      ],
    },
    'packages-visits-and-hours': {
      title: 'Packages: by visits or by hours',
      summary: 'How quotations, packages, visit frequencies and package credit work.',
      body: [
        {
          kind: 'paragraph',
          text: 'A package is a prepaid service plan for one or more of your branches over a period of months. It starts from an instant quotation calculated on your branch details.',
        },
        { kind: 'heading', text: 'Get an instant quotation' },
        {
          kind: 'steps',
          items: [
            'Choose the business type, the unit type and the branches (and units) to cover.',
            'Choose the period, then check the area, building age, number of floors and floor height.',
            'Choose the services and, for each, the number of visits or hours.',
            'Review the quotation. Approving it lets you buy the package; rejecting it asks for confirmation first.',
          ],
        },
        { kind: 'heading', text: 'Visits or hours' },
        {
          kind: 'terms',
          items: [
            {
              term: 'By visits',
              detail:
                'You buy a number of visits, planned at a frequency (weekly, monthly, quarterly…) or on demand. Each visit used is deducted.',
            },
            {
              term: 'By hours',
              detail: 'You buy a number of working hours that the teams use across visits. Hours worked are deducted.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The package page shows, for each service, what is used and what is still available, the period in months, the branches (locations) attached and the terms.',
        },
        {
          kind: 'list',
          items: [
            'A package allows a fixed number of locations: you can choose only that many branches.',
            'An active package without branches shows "Need Action": add branches to start using it.',
            'Some packages allow a credit line, or ask for a down payment first.',
            'A package paid by bank transfer is activated within 24 hours, once the transfer is confirmed.',
          ],
        },
      ],
    },
    'order-statuses': {
      title: 'What each order status means',
      summary: 'From draft to rated: the statuses you see on your orders and what to do at each step.',
      body: [
        {
          kind: 'paragraph',
          text: 'Every order shows its current status in the orders list and in the order details, where the status history tab lists each change with its date. Not every order goes through every status: a visit without inspection or without advance payment skips those steps.',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Draft', detail: 'The order is being prepared and has not been sent yet.' },
            { term: 'Created', detail: 'The order was sent and waits for confirmation.' },
            { term: 'Confirmed', detail: 'The order is accepted and will be scheduled.' },
            { term: 'Assigned', detail: 'A provider team is assigned to the visit.' },
            { term: 'Advance payment paid', detail: 'The advance payment was received.' },
            { term: 'On the way', detail: 'The team is travelling to your branch.' },
            { term: 'Arrived', detail: 'The team is at your branch.' },
            { term: 'In progress', detail: 'The work has started.' },
            { term: 'Inspection started', detail: 'The team is inspecting the site before or during the work.' },
            {
              term: 'Inspection ended',
              detail: 'The inspection is finished; proposed service or visit changes may wait for your approval.',
            },
            { term: 'Final payment paid', detail: 'The remaining amount was paid.' },
            { term: 'Completed', detail: 'The work is done.' },
            { term: 'Rated', detail: 'You rated the visit. Thank you: ratings help us choose the best teams.' },
            { term: 'Canceled', detail: 'The order was canceled and will not be carried out.' },
            { term: 'Failed', detail: 'The order could not be carried out. Our support team contacts you.' },
            {
              term: 'Advance payment failed',
              detail: 'The advance payment did not go through. Pay again from the order.',
            },
            {
              term: 'Provider assignment failed',
              detail: 'No team could be assigned at the requested time. Reschedule or contact support.',
            },
            { term: 'Draft failed', detail: 'The draft could not be turned into an order. Check it and try again.' },
            { term: 'On hold', detail: 'The order is paused, for example while a question is being answered.' },
          ],
        },
        {
          kind: 'note',
          text: 'When the team proposes a change of services or visits, the order waits for you: approve or reject it from the order details.',
        },
      ],
    },
    'wallet-recharge-and-bank-transfer': {
      title: 'Recharge the wallet and confirm a bank transfer',
      summary: 'Top up your company wallet by card or bank transfer; transfers are confirmed within 24 hours.',
      body: [
        {
          kind: 'paragraph',
          text: 'Your company has one wallet in Saudi riyals (SAR). Orders and packages can be paid from it, and every movement (recharge, order payment, discount, refund) appears in the wallet transactions.',
        },
        { kind: 'heading', text: 'Recharge by bank transfer' },
        {
          kind: 'steps',
          items: [
            'Make the transfer from your company bank account.',
            'In the portal, open Accounting → Wallet and choose "Recharge", then the method "Bank transfer".',
            'Enter the amount and the transfer details, and attach the receipt if you have it.',
            'The recharge appears as a pending (temporary) transaction. Our finance team checks it against the bank statement and confirms it within 24 hours.',
            'Once confirmed, the amount is added to your balance and you are notified.',
          ],
        },
        { kind: 'heading', text: 'Recharge by card' },
        {
          kind: 'paragraph',
          text: 'A card recharge goes through the secure payment gateway and is added to the balance as soon as the gateway confirms it. The portal never stores your card number.',
        },
        {
          kind: 'note',
          text: 'If a payment needs more than your balance, the portal shows "Insufficient package credit. Recharge your credit line to proceed." Recharge first, then pay again.',
        },
      ],
    },
    'payment-methods-and-vat': {
      title: 'Payment methods and VAT',
      summary: 'Wallet, bank transfer, card or cash: how each one works, and how VAT is added.',
      body: [
        {
          kind: 'terms',
          items: [
            { term: 'Wallet', detail: 'Paid at once from your company balance.' },
            { term: 'Bank transfer', detail: 'Confirmed by our finance team within 24 hours of the transfer.' },
            { term: 'Card', detail: 'Paid through the secure payment gateway; confirmed when the gateway answers.' },
            { term: 'Cash', detail: 'Paid to the team at the visit and recorded on the order once collected.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'An order can be paid in one go or in parts: an advance payment before the visit and a final payment after it. The order details show the subtotal, discount, VAT, total, amount paid and amount still due.',
        },
        { kind: 'heading', text: 'VAT' },
        {
          kind: 'paragraph',
          text: 'Prices are in Saudi riyals (SAR). VAT of 15% is added to the amount after any discount, and it is shown on its own line on every order and invoice.',
        },
        {
          kind: 'note',
          text: 'Invoices are listed under Accounting → Invoices with their status: unpaid, partial, paid or overdue.',
        },
      ],
    },
    'roles-and-permissions': {
      title: 'Roles and permissions',
      summary: 'Give each colleague access to exactly the modules and actions they need.',
      body: [
        {
          kind: 'paragraph',
          text: 'Every user belongs to your company with a role. A role is a set of permissions; a permission is an action on a module, for example "read" on Orders or "insert" on Branches. What a user cannot do is hidden from the menu, and opening its page directly shows "You are not authorized".',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Admin', detail: 'The account manager. Manages users, roles and the company account.' },
            { term: 'Employee, Leader, Technician', detail: 'Staff roles; their permissions are those you give them.' },
            { term: 'Company user', detail: 'A staff member with access limited to the permissions of the role.' },
            { term: 'Company resident', detail: 'A resident or tenant of one of your branches.' },
          ],
        },
        {
          kind: 'list',
          items: [
            'Actions include read, insert, update, delete, print, export and import, plus payment actions such as confirming a payment.',
            'A user can be limited to some branches: they then see only those branches and their orders.',
            'A user can have an expiry date, useful for contractors: after it, they can no longer sign in.',
          ],
        },
        {
          kind: 'steps',
          items: [
            'Open Users management → Roles and permissions and create a role, ticking the actions per module.',
            'Open Users → Add, search the person by mobile number and choose the role and branches.',
            'The person signs in with their own number and the WhatsApp code.',
          ],
        },
        {
          kind: 'note',
          text: 'Permission changes apply the next time the person signs in or refreshes the portal.',
        },
      ],
    },
  },
};
