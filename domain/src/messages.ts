import { CUSTOMER_CANCEL_REASON } from './cancel-reason';

// Every word a customer or staff member reads on the pages, kept in one table so that the server
// and the web app never retype them (docs/messages.md). The words only the server says are in
// server-messages.ts: the pages never need them, so the browser is not sent them. Each keeps the meaning the product gives it, in plain good English: say
// what is expected ('Phone numbers have 11 digits') rather than only that something is wrong.
export const messages = {
  // docs/server-rules.md#validation: validation
  phoneInvalid: 'Phone numbers have 11 digits, like 08031234567',
  passwordInvalid: 'Your password needs at least 3 characters',
  nameInvalid: "Your name needs at least 3 letters (letters, spaces, - . and ' only)",
  newPasswordInvalid: 'Your new password needs at least 3 characters',
  repeatedPasswordInvalid: 'Type your password again here (at least 3 characters)',
  passwordsNotEqual: 'The two passwords are not the same',
  loginToAddToCart: 'Please log in to add dishes to your cart',
  // A visitor's tap on 'add': the sheet that leads to an account, the dish remembered.
  signInToAddDish: 'Log in or sign up to add {dish} to your cart',
  // The menu right after sign-up, while the cart is still empty.
  welcomeNewCustomer:
    'Welcome, {name}! Your account is ready: tap Add on a dish to start your order.',
  itemAlreadyInCart: 'Item already in cart',
  sessionOut: 'Session out! Login again',
  addressRequired: 'Address is required',
  fillAllFields: 'Please fill all fields before saving product',
  invalidNumber: 'Please enter a valid number',
  invalidPhone: 'Please enter a valid phone number',

  // docs/messages.md#catalogue: login
  loginNotFound: 'Incorrect phone number or password',
  loginBadInputs: 'Incorrect inputs',
  loginServerError: 'Something went wrong. Error 500',
  somethingWentWrong: 'Something went wrong',
  // docs/messages.md#catalogue: signup
  userExists: 'user already exists',
  signupOtherStatus: 'Something went wrong 2',
  // docs/messages.md#catalogue: order creation
  foodFinished: 'Food is finished',
  invalidFields: 'Invalid fields',
  unauthorized: 'Unauthorized. Login again',
  orderServerError: 'Unauthorized',
  ordersOtherFailure: 'something happened',
  // docs/messages.md#catalogue: payment
  cantPayNow: "Something went wrong. Can't make payment now!",
  invalidRedirect: 'Invalid redirect',
  // docs/messages.md#catalogue: add food
  savingProduct: 'Saving Product...',
  productSaved: 'Product saved successfully',
  productSaveError: 'Error saving product, Please try again',
  productSaveException: 'Error whilesaving product',
  foodDeleted: 'Food deleted successfully',
  // docs/messages.md#catalogue: upload
  uploadError: 'Error while uploading, Try again',
  uploadStarted: 'Upload started.....',
  uploadDone: 'Photo Uploaded Successfully',
  removingImage: 'Removing Image.....',
  imageRemoved: 'Photo removed Successfully',
  // docs/messages.md#catalogue: other
  fetchingFood: 'Fetching Food Items...',
  noFoodItems: 'No Food Items Available',
  noFoodNow: 'We are sorry. No food now, check back in few minutes',
  cartAlreadyEmpty: 'Cart is already empty',
  cartEmpty: 'Cart is empty',
  // Ours: the menu's search and categories.
  noDishMatches: 'No dish matches “{query}”',
  noDishMatchesIn: 'No dish in {category} matches “{query}”',
  noDishInCategory: 'No dish in this category right now',

  // Ours, where the spec is silent.
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again',
  badRequest: 'The request could not be understood',
  invalidPhotoUrl: 'Please upload your photo again',
  invalidMapUrl: 'The map link must be a web address starting with https://',
  whatsappInvalid:
    'The WhatsApp number must be a Nigerian mobile number, like 08031234567 (or leave it empty)',
  accountDisabled: 'This account is disabled. Please contact the restaurant',
  areaRequired: 'Please choose your delivery area',
  orderingPaused: 'Sorry, we have paused ordering for now.',
  orderingPausedCard: 'We have paused ordering for now.',
  orderingPausedNoEnd: 'Please check back in a little while.',
  belowMinimum: 'Delivery to {area} needs at least {minimum} of food: add {missing} more',
  missingForDelivery: '{missing} more for delivery to {area}',
  missingForFreeDelivery: '{missing} more for free delivery to {area}',
  freeDeliveryReached: 'Free delivery to {area}',
  laterOff: 'We are not taking orders for later right now. Please order for as soon as possible',
  slotInvalid: 'Please choose a time for your order',
  laterWhileClosedCard: 'You can still order now for later, from {when}.',
  laterWhileClosedHow: 'Put your dishes in the cart and choose a time at checkout.',
  laterStillPossible: 'You can still order now for a time later.',
  slotPast: 'That time has already passed. Please choose a later time',
  slotTooSoon:
    'That time is too soon: the kitchen needs {minutes} minutes to prepare. Please choose a later time',
  slotTooFar: 'We take orders at most {days} days ahead. Please choose an earlier day',
  slotTodayOnly: 'We take orders for later today only. Please choose a time today',
  slotClosed: 'We are not open at that time. Please choose one of the times offered',
  // Between two of the day's opening times (lunch, then dinner): not 'closed for the day'.
  closedOpensAgain: "Sorry, we're closed now. We open again at {time} today",
  // A dish or category served only at some times of day (breakfast until 11:00).
  dishAvailableFrom: 'Available from {time}',
  dishAvailableFromTomorrow: 'Available from {time} tomorrow',
  fulfilmentNoneOn: 'Keep delivery or pickup on: customers need one way to get their food',
  pickupNeedsAddress: 'Pickup is on: please give the street address customers come to',
  specialDayDate: 'Use a date like 2025-10-01',
  specialDayTwice: 'This date is listed twice',
  daySummaryPhoneInvalid:
    'Each number for the day summary must be a Nigerian mobile number, like 08031234567',
  daySummaryPhonesTooMany: 'The day summary goes to at most 3 numbers',
  daySummaryPhoneTwice: 'This number is listed twice',
  daySummaryNeedsPhone: 'Give at least one mobile number to send the day summary to',
  canceledByCustomer: CUSTOMER_CANCEL_REASON,
  youCanceled: 'You canceled order #{id}.',
  orderAlreadyAccepted:
    'The kitchen has already taken this order, so it can no longer be canceled here. Please call us',
  // docs/orders.md#order-limits: one order cannot take the whole menu.
  tooManyOfDish:
    'One order can have at most {max} portions of {dish}. Please lower the quantity, or call us for a bigger order',
  tooManyPortions:
    'One order can have at most {max} portions in all. Please remove some, or call us for a bigger order',
  cartDishLimit: 'At most {max} of a dish per order',
  cartPortionLimit: 'At most {max} portions per order',
  refundDue:
    'Your payment arrived after this order was canceled. The money will be returned to you',

  // Ours: a dish's choices and extras, notes for the kitchen, sold out today.
  choiceTwice: 'Each choice can be picked only once. Please choose again',
  choiceNotOfDish: 'One of the choices is not offered with {dish}. Please choose again',
  choiceUnavailable: '{choice} is finished for today. Please choose something else',
  choiceRequired: 'Please choose {group} for {dish}',
  choiceTooFew: 'Please choose at least {min} of {group} for {dish}',
  choiceTooMany: 'Please choose at most {max} of {group} for {dish}',
  choicePriceChanged:
    'The price of {choice} is now {price}. Please check your cart and order again',
  orderNoteTooLong: 'The note for the kitchen can be at most {max} characters',
  lineNoteTooLong: 'The note on a dish can be at most {max} characters',
  groupNameRequired: 'Please give the group a name, like Protein or Extras',
  choiceNameRequired: 'Please give every choice a name',
  optionNameTooLong: 'A name can be at most {max} characters',
  choicePriceInvalid: 'Please enter the price of each choice in naira, 0 or more',
  groupMinMax: 'The most a customer can choose must be at least 1 and at least the fewest',
  groupMaxOverChoices: 'The most a customer can choose cannot be more than the number of choices',
  groupNeedsChoice: 'A group needs at least one choice',
  groupTooManyChoices: 'A group can have at most 30 choices',
  choiceNameTwice: 'Two choices in this group have the same name',
  dishTooManyGroups: 'A dish can have at most {max} groups of choices',
  groupTwiceOnDish: 'This group is already on the dish',

  // Ours: the staff area (food, users, orders board, uploads).
  unknownCategory: 'Please choose one of the categories',
  invalidImageUrl: 'Please upload the picture for this food again',
  foodNameTooLong: 'The name can be at most 80 characters',
  caloriesTooLong: 'Calories can be at most 40 characters',
  descriptionTooLong: 'The description can be at most 1000 characters',
  foodNotFound: 'This food is not on the menu any more',
  userDeleted: 'User deleted successfully',
  invalidOrderStatus: 'Please choose a valid order status',
  invalidRole:
    'Please choose one of the roles: customer, owner, manager, cashier, kitchen or rider',
  cancelReasonTooLong: 'The reason can be at most 200 characters',
  readyTimeInvalid: 'The ready time must be a whole number of minutes from 5 to 240',
  cancelReasonRequired: 'Please say why the order is canceled: the customer is told',
  refundAmountInvalid: 'Please enter the amount to refund in naira, more than 0',
  refundReasonRequired: 'Please say why the money is given back (the customer sees it)',
  refundReasonTooLong: 'The reason can be at most 200 characters',
  phonePaymentInvalid: 'Please choose how the customer pays: cash or bank transfer',
  reportDatesInvalid: 'Please choose a start date and an end date on or after it',
  reportRangeTooLong: 'A report covers at most three years. Please choose a shorter range',
  // docs/operations.md#the-drawer-counted: closing and reopening a day's drawer.
  drawerAmountInvalid: 'Please enter the money counted in naira: a number, 0 or more',
  drawerNoteTooLong: 'The note can be at most 300 characters',
  drawerReopenReasonRequired: 'Please say why the day is reopened: it is kept with the count',
  drawerReopenReasonTooLong: 'The reason can be at most 200 characters',
  notAnImage: 'This file is not a picture. Please choose a PNG, JPG, WebP or GIF image',
  imageTooLarge: 'This picture is larger than 5 MB. Please choose a smaller one',
  uploadNotOurs: 'This picture was not stored by this shop',

  // Ours: notifications (Web Push) for staff devices and for a customer's order.
  pushSubscriptionInvalid: 'This browser gave a notification subscription we cannot use',
  pushDeviceNotFound: 'Notifications are not turned on for this device',
  pushUnsupported: 'This browser cannot show notifications. Try Chrome on Android',
  pushNeedsHttps: 'Notifications need the shop to be opened over https:// (or on localhost)',
  pushBlocked:
    "Notifications are blocked for this site. Allow them in the browser's site settings, then turn them on here",
  pushSubscribeFailed:
    "This browser could not turn notifications on. Check they are allowed in the browser's site settings, then turn them on here",
  /** How to allow them on the phones staff use; shown beside a notification error. */
  pushAllowHowTo:
    'In Chrome on Android: tap the lock icon left of the address, then Permissions → Notifications → Allow',

  // Ours: sign-in through an identity provider (OpenID Connect), shown on the login page.
  providerDenied: 'Signing in was cancelled at the provider. Try again, or log in with your phone',
  providerLinkExpired: 'This sign-in took too long or was already used. Please start again',
  providerEmailMissing: 'The provider did not share your e-mail address. Allow it and try again',
  providerEmailUnverified:
    'Your e-mail address is not verified with the provider. Verify it there and try again',
  providerFailed: 'We could not sign you in with the provider. Please try again in a moment',
  providerUnavailable: 'Signing in with a provider is not available. Log in with your phone',
  // Ours: the words of the pages customers see first (the header, the ☰ menu, the menu, the
  // footer). A count is written in ICU's plural form, so each language says it its own way.
  navHome: 'Home',
  navMenu: 'Menu',
  navAbout: 'About us',
  navContact: 'Contact us',
  // The ☰ menu's shorter words for the same pages.
  navAboutShort: 'About',
  navContactShort: 'Contact',
  navLogIn: 'Log in',
  navSignUp: 'Sign up',
  navOrders: 'Orders',
  navProfile: 'Profile',
  logOut: 'Logout',
  orderNow: 'Order Now',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  shopHome: '{shop} home',
  shopMenu: '{shop} menu',
  mainNavigation: 'Main',
  language: 'Language',
  // A language the shop has read through, beside its name in the chooser.
  languageReviewed: 'checked by the shop',
  menuTitle: 'Menu',
  tryAgain: 'Try again',
  showAllDishes: 'Show all dishes',
  dishCount: '{count, plural, one {# dish} other {# dishes}}',
  searchDishes: 'Search dishes',
  allCategories: 'All',
  categories: 'Categories',
  footerTagline: 'Home-style Nigerian food, cooked fresh and brought to you.',
  footerNavigation: 'Footer',
  specialDays: 'Special days',
  businessHours: 'Business hours',
  youAreOffline: 'You are offline',
  findUs: 'Find us',
  // Ours: an order's steps and the pages that follow it (the success page, the orders list).
  stepReceived: 'Received',
  stepPreparing: 'Preparing',
  stepOnTheWay: 'On the way',
  stepDelivered: 'Delivered',
  stepCanceled: 'Canceled',
  stepReadyForPickup: 'Ready for pickup',
  stepCollected: 'Collected',
  // The customer's order on its way with a rider (docs/orders.md#riders).
  onTheWayWith: 'On the way with {name}',
  canceledBecause: 'Canceled · {reason}',
  orderProgress: 'Order progress',
  orderTitle: 'Order #{id}',
  orderSuccessful: 'Order Successful!',
  orderIdLabel: 'Order ID',
  totalLabel: 'Total',
  payOnline: 'Pay Online',
  viewMyOrders: 'View my orders',
  payOnlineInstead: 'Pay online instead',
  orderWasCanceled: 'This order was canceled.',
  kitchenWillConfirm: 'Sent: the kitchen will confirm it in a few minutes.',
  kitchenTookIt: 'The kitchen has taken your order.',
  readyForSlot: 'It will be ready for {when}.',
  itIsPaid: 'It is paid.',
  payCashOnArrival: 'You pay cash when it arrives.',
  payCashOnCollect: 'You pay cash when you collect it.',
  pickupLabel: 'Pickup',
  deliveryLabel: 'Delivery',
  deliveryToArea: 'Delivery to {area}',
  forSlot: '{how} for {when}',
  orderedAt: '{how} · ordered {when}',
  paidCash: 'Cash',
  paidTransfer: 'Bank transfer',
  paidAsOrdered: '{actual} (ordered as {chosen})',
  myOrders: 'Your orders',
  addressLabelRequired: 'Please give the address a name, like Home or Office',
  addressLabelTooLong: 'The name of an address can be at most {max} characters',
  addressLineTooLong: 'The address can be at most {max} characters',
  landmarkTooLong: 'The landmark can be at most {max} characters',
  addressNoteTooLong: 'The note can be at most {max} characters',
  addressAreaUnknown: 'Please choose one of our delivery areas',
  addressesFull: 'You can save at most {max} addresses. Please delete one first',
  addressLabelTaken: 'You already have an address called {label}',
  addressNotFound: 'This address is not saved any more',
  // Ours: the menu card's Add, and its quantity once the dish is in the cart.
  addDish: 'Add',
  oneLess: 'One less {dish}',
  oneMore: 'One more {dish}',
  inCartCount: '{count} {dish} in your cart',
  removedFromCart: '{dish} removed from your cart',
  // The header's cart button and a dish's add button, on every page.
  cartButton: 'Cart, {count, plural, one {# item} other {# items}}',
  addDishToCart: 'Add {dish} to cart',
  dishAddedToCart: '{dish} added to cart',
  // The phone is offline (docs/offline.md).
  offlineNotice: 'You are offline.',
  offlineDetail:
    'You can browse the menu and see your cart as it was. Sending an order and paying need the internet.',
  pageNeedsNetwork:
    'You are offline. This page needs the internet; the menu and your cart work offline.',
  choicesNeedNetwork: 'Choices need the internet. Try again when you are online.',
  // The opening hours' lines (domain/src/shop-hours.ts, describeTimetable): the footer, the about
  // page and the menu's closed card.
  hoursEveryDay: 'Every day',
  hoursClosed: 'Closed',
  hoursAllDay: 'Open 24 hours',
  daySun: 'Sun',
  dayMon: 'Mon',
  dayTue: 'Tue',
  dayWed: 'Wed',
  dayThu: 'Thu',
  dayFri: 'Fri',
  daySat: 'Sat',
  // The home page, the footer's map link, the WhatsApp chat link and the close buttons' names.
  mapAndDirections: 'Map and directions',
  ourFavourites: 'Our favourites',
  seeFullMenu: 'See the full menu',
  placesWeDeliver: 'Places we deliver',
  weDeliverToYourArea: 'We deliver to your area',
  heroPicture: 'A plate of jollof rice',
  welcomeTo: 'Welcome to {shop}',
  chatWithUs: 'Chat on WhatsApp',
  whatsappHello: 'Hello {shop},',
  close: 'Close',
  // The home page's headline and a dish description's toggle.
  heroTitleStart: 'Hot Nigerian food,',
  heroTitleEnd: 'delivered to your door',
  heroLine:
    'Jollof rice, pepper soup, grilled chicken, waina and more, cooked fresh every day by {shop}. Order in a few taps and pay online or in cash.',
  readMore: 'More',
  readLess: 'Less',
  aboutDish: 'about {dish}',
  // A toast's close button, the account's menu in the header, a dish's quantity on its card.
  dismiss: 'Dismiss',
  accountMenuFor: 'Account menu for {name}',
  quantityOf: 'Quantity of {dish}',
  // A page whose code could not be opened, and a new version of the app ready to load.
  pageNotOpened: 'This page could not be opened. Please try again.',
  newVersionReady: 'A new version of Buka is ready.',
  reload: 'Reload',
  // The browser tab's title on the home page (web/src/app/layout/document-title.ts); the other
  // pages' tabs are their names from the tables (web/src/app/routes.ts).
  homeTabTitle: '{shop} — order food online',
  // The name shown for an account with neither a name nor an e-mail: the account's menu, the profile.
  unnamedUser: 'User',
} as const;

// The words of the pages and panels opened after the first page (the cart, the checkout, a dish's
// choices, sign-in) are the second half of this table, in later-messages.ts: a module of their
// own, so that the first page's code does not carry them (docs/languages.md).
