// Until the phone-order page moves into its own feature (it is being changed on main).
export * from '../../../shared/staff/PageTitle';
