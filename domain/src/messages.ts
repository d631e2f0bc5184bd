// The spec's user-facing words (spec §5, §8 and the pages of §2), kept in one table so that the
// server and the web app never retype them. Odd spellings and spacing are the spec's own.
export const messages = {
  // spec §5: validation
  phoneInvalid: 'Phone number is invalid. Must be an 11 digit numbers',
  passwordInvalid: 'password is invalid. Must be at least 3',
  nameInvalid: 'Name is  is invalid. Must be at least 3',
  newPasswordInvalid: 'New password is invalid. Must be at least 3',
  repeatedPasswordInvalid: 'Repeated password is invalid. Must be at least 3',
  passwordsNotEqual: 'Passwords are not equal',
  loginToAddToCart: 'Please login to add items to cart',
  itemAlreadyInCart: 'Item already in cart',
  sessionOut: 'Session out! Login again',
  addressRequired: 'Address is required',
  fillAllFields: 'Please fill all fields before saving product',
  invalidNumber: 'Please enter a valid number',
  invalidPhone: 'Please enter a valid phone number',
  completePaymentInfo: 'Complete payment info',

  // spec §8: login
  loginNotFound: 'Incorrect phone number or password',
  loginBadInputs: 'Incorrect inputs',
  loginServerError: 'Something went wrong. Error 500',
  somethingWentWrong: 'Something went wrong',
  // spec §8: signup
  userExists: 'user already exists',
  signupOtherStatus: 'Something went wrong 2',
  // spec §8: order creation
  foodFinished: 'Food is finished',
  invalidFields: 'Invalid fields',
  unauthorized: 'Unauthorized. Login again',
  orderServerError: 'Unauthorized',
  // spec §8: orders
  noOrders: 'You have no orders',
  noOrdersLong: 'You have no orders. Use the menu section to place your order',
  ordersOtherFailure: 'something happened',
  // spec §8: payment
  cantPayNow: "Something went wrong. Can't make payment now!",
  invalidRedirect: 'Invalid redirect',
  // spec §8: add food
  savingProduct: 'Saving Product...',
  productSaved: 'Product saved successfully',
  productSaveError: 'Error saving product, Please try again',
  productSaveException: 'Error whilesaving product',
  foodDeleted: 'Food deleted successfully',
  // spec §8: upload
  uploadError: 'Error while uploading, Try again',
  uploadStarted: 'Upload started.....',
  uploadDone: 'Photo Uploaded Successfully',
  removingImage: 'Removing Image.....',
  imageRemoved: 'Photo removed Successfully',
  uploadHint: 'PNG, JPG or GIF (MAX. 800x400px)',
  // spec §8: other
  fetchingFood: 'Fetching Food Items...',
  noFoodItems: 'No Food Items Available',
  noFoodNow: 'We are sorry. No food now, check back in few minutes',
  cartAlreadyEmpty: 'Cart is already empty',
  cartEmpty: 'Cart is empty',

  // Ours, where the spec is silent.
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again',
  tooManySignups: 'Too many new accounts from this network. Please wait an hour and try again',
  notFound: 'Not found',
  badAddress: 'This address is not valid',
  addressTooLong: 'This address is too long',
  headersTooLarge: 'The request carries too much in its headers',
  requestTooSlow: 'The request took too long to arrive. Please try again',
  badRequest: 'The request could not be understood',
  tooManyPhoneChecks: 'Too many phone number changes. Please wait an hour and try again',
  invalidPhotoUrl: 'Please upload your photo again',
  invalidMapUrl: 'The map link must be a web address starting with https://',
  invalidCharacters: 'Some text holds a character that is not allowed (NUL)',
  forbidden: 'You are not allowed to do that',
  accountDisabled: 'This account is disabled. Please contact the restaurant',
  phoneTaken: 'This phone number is already used by another account',
  foodNotOnMenu: 'This food is no longer on the menu',
  cartFull: 'Your cart is full. Send an order or remove some items first',
  cartLineNotFound: 'This item is no longer in your cart',
  orderNotFound: 'Order not found',
  unknownArea: 'Please choose one of the areas we deliver to',
  areaRequired: 'Please choose your delivery area',
  orderingPaused: 'Sorry, we have paused ordering for now.',
  orderingPausedCard: 'We have paused ordering for now.',
  orderingPausedNoEnd: 'Please check back in a little while.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  orderCanceledNoPay: 'This order was canceled, so it cannot be paid',
  tooManyUnpaidOrders:
    'You already have {count} orders waiting to be paid or delivered. Pay for them, or wait until they arrive, before ordering more',
  canceledUnpaid: 'Not paid within {minutes} minutes, so it was canceled',
  refundDue:
    'Your payment arrived after this order was canceled. The money will be returned to you',
  nothingToPay: 'This order has nothing to pay',
  paymentNotFound: 'Payment not found',
  simulatorOff: 'The payment simulator is off because a real payment provider is configured',
  badSignature: 'Invalid signature',

  // Ours: the staff area (food, users, orders board, uploads).
  unknownCategory: 'Please choose one of the categories',
  invalidImageUrl: 'Please upload the picture for this food again',
  foodNameTooLong: 'The name can be at most 80 characters',
  caloriesTooLong: 'Calories can be at most 40 characters',
  descriptionTooLong: 'The description can be at most 1000 characters',
  foodNotFound: 'This food is not on the menu any more',
  userNotFound: 'This user no longer exists',
  userDeleted: 'User deleted successfully',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin:
    'The shop needs at least one admin who can sign in. Make someone else staff first, then try again',
  staffByAdminEmails:
    "This person is made staff by the server's ADMIN_EMAILS list at every sign-in. Take their address out of that list first",
  invalidOrderStatus: 'Please choose a valid order status',
  cancelReasonTooLong: 'The reason can be at most 200 characters',
  orderAlreadyDelivered: 'This order was already delivered, so it cannot change any more',
  orderAlreadyCanceled: 'This order was canceled, so it cannot change any more',
  orderStepBack: 'This order has already moved past that step',
  orderChangedMeanwhile: 'This order was just changed by someone else. Please look again',
  orderPaidByProvider: 'An online order is marked paid only when its payment is confirmed',
  orderCanceledNotPaid: 'A canceled order cannot be marked paid',
  refundAmountInvalid: 'Please enter the amount to refund in naira, more than 0',
  refundReasonRequired: 'Please say why the money is given back (the customer sees it)',
  refundReasonTooLong: 'The reason can be at most 200 characters',
  refundNotPaid: 'This order was not paid, so there is nothing to refund',
  refundTooMuch: 'That is more than is left to refund: at most {left}',
  refundPaymentNotFound: "This payment is not one of the order's payments that brought money in",
  refundOnlineByProvider:
    'This order was paid online: refund it through its payment, so the money goes back the way it came',
  refundProviderOff:
    'The provider of this payment ({provider}) is not configured any more, so it cannot refund it. Give the money back by hand and record it outside the shop',
  refundRefused: '{provider} refused the refund: {reason}',
  refundProviderUnreachable:
    'We could not reach {provider}, so nothing was refunded. Please try again in a minute',
  refundKeyReused: 'This Idempotency-Key was already used for a different refund',
  refundKeyRequired: 'Refunds need an Idempotency-Key header (1 to 200 visible characters)',
  noFileUploaded: 'Please choose a picture to upload',
  onePictureAtATime: 'Please upload one picture at a time',
  uploadPurposeInvalid: "The picture's purpose must be profile or food",
  notAnImage: 'This file is not a picture. Please choose a PNG, JPG, WebP or GIF image',
  imageTooLarge: 'This picture is larger than 5 MB. Please choose a smaller one',
  imageTooManyPixels: 'This picture is too big (over 40 megapixels). Please choose a smaller one',
  uploadNotOurs: 'This picture was not stored by this shop',
  uploadInUse: 'This picture is still used by a food. Choose a new picture and save the food first',
  tooManyUploads: 'Too many uploads. Please wait a while and try again',
  picturesBusy: 'Many pictures are being prepared right now. Please try again in a minute',
  tooManyStreams: 'Too many live connections are open. Close some tabs and try again',

  // Ours: the shop cannot do its work right now (answered 503; the log says why).
  databaseUnreachable: "The shop can't reach its database; try again in a minute",
  databaseBusy: 'The shop is very busy right now; try again in a moment',
  diskFull: "The shop's disk is full, so it cannot take orders or save changes; try again later",
  tooManyConnections: 'The shop has too many open connections right now; try again in a minute',

  // Ours: sign-in through an identity provider (OpenID Connect), shown on the login page.
  providerDenied: 'Signing in was cancelled at the provider. Try again, or log in with your phone',
  providerLinkExpired: 'This sign-in took too long or was already used. Please start again',
  providerEmailMissing: 'The provider did not share your e-mail address. Allow it and try again',
  providerEmailUnverified:
    'Your e-mail address is not verified with the provider. Verify it there and try again',
  providerFailed: 'We could not sign you in with the provider. Please try again in a moment',
  providerUnavailable: 'Signing in with a provider is not available. Log in with your phone',
} as const;

export type MessageKey = keyof typeof messages;
