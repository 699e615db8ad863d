/** The sign-in email goes out through the one sender every outgoing message uses. */
export { sendEmail } from '../../notify/send-email';
