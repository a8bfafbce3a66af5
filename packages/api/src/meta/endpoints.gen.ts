// Generated from the contract by `npm run generate -w @ooh/api` (scripts/generate-meta.ts). Do not edit.
// Every entry without its zod schemas, typed as the full entry, for the browser (`@ooh/api`).

import type { EndpointMeta } from '../contract/define.ts';
import type * as contract from '../contract/index.ts';

// The contract's types (Brief, PlanDetail, …), as types only: the schemas behind them stay in `@ooh/api/contract`.
export type * from '../contract/endpoints/auth.ts';
export type * from '../contract/endpoints/lookups.ts';
export type * from '../contract/endpoints/sites.ts';
export type * from '../contract/endpoints/dashboard.ts';
export type * from '../contract/endpoints/briefs.ts';
export type * from '../contract/endpoints/clients.ts';
export type * from '../contract/endpoints/plans.ts';
export type * from '../contract/endpoints/summaries.ts';
export type * from '../contract/endpoints/visualrep.ts';
export type * from '../contract/endpoints/payorders.ts';
export type * from '../contract/endpoints/campaigns.ts';
export type * from '../contract/endpoints/field.ts';
export type * from '../contract/endpoints/users.ts';
export type * from '../contract/endpoints/competitors.ts';
export type * from '../contract/endpoints/lifecycles.ts';
export type * from '../contract/endpoints/system.ts';
export type * from '../contract/schemas.ts';

// auth

export const fetchRoles: EndpointMeta<typeof contract.fetchRoles> = {
  id: 'fetchRoles',
  method: 'GET',
  path: '/admin/fetch-roles',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'users',
  extension: false,
  errorMessage: 'An error occurred while fetching roles',
};

export const login: EndpointMeta<typeof contract.login> = {
  id: 'login',
  method: 'POST',
  path: '/user/login/user-appsell',
  auth: 'none',
  roles: [],
  group: 'users',
  extension: false,
  errorMessage: 'Sign-in failed',
};

export const openStorybook: EndpointMeta<typeof contract.openStorybook> = {
  id: 'openStorybook',
  method: 'POST',
  path: '/user/storybook-pass',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'users',
  extension: true,
  errorMessage: 'Failed to open Storybook',
};

export const registerPushToken: EndpointMeta<typeof contract.registerPushToken> = {
  id: 'registerPushToken',
  method: 'POST',
  path: '/user/push-token',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while registering the device for notifications',
};

// lookups

export const createCity: EndpointMeta<typeof contract.createCity> = {
  id: 'createCity',
  method: 'POST',
  path: '/cities/create-cities/appsells',
  auth: 'bearer',
  roles: ['admin'],
  group: 'cities',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the city',
};

export const createMedium: EndpointMeta<typeof contract.createMedium> = {
  id: 'createMedium',
  method: 'POST',
  path: '/medium/create-medium/appsells',
  auth: 'bearer',
  roles: ['admin'],
  group: 'medium',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the medium',
};

export const createSecRange: EndpointMeta<typeof contract.createSecRange> = {
  id: 'createSecRange',
  method: 'POST',
  path: '/sec-class/create-sec-range/appsells',
  auth: 'bearer',
  roles: ['admin'],
  group: 'sec',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the SEC range',
};

export const deleteCity: EndpointMeta<typeof contract.deleteCity> = {
  id: 'deleteCity',
  method: 'DELETE',
  path: '/cities/delete-cities/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'cities',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const deleteMedium: EndpointMeta<typeof contract.deleteMedium> = {
  id: 'deleteMedium',
  method: 'DELETE',
  path: '/api/medium/delete-medium/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'medium',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const deleteSecRange: EndpointMeta<typeof contract.deleteSecRange> = {
  id: 'deleteSecRange',
  method: 'DELETE',
  path: '/sec-class/delete-sec-range/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'sec',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const fetchAgeRanges: EndpointMeta<typeof contract.fetchAgeRanges> = {
  id: 'fetchAgeRanges',
  method: 'GET',
  path: '/appsells/fetch-age-ranges',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching age ranges',
};

export const fetchAssetTypes: EndpointMeta<typeof contract.fetchAssetTypes> = {
  id: 'fetchAssetTypes',
  method: 'GET',
  path: '/appsells/fetch-asset-Types',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching asset types',
};

export const fetchCities: EndpointMeta<typeof contract.fetchCities> = {
  id: 'fetchCities',
  method: 'GET',
  path: '/cities/fetch-all-cities-admin',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'cities',
  extension: false,
  errorMessage: 'An error occurred while fetching cities',
};

export const fetchCitiesByRegion: EndpointMeta<typeof contract.fetchCitiesByRegion> = {
  id: 'fetchCitiesByRegion',
  method: 'GET',
  path: '/fetch-all-cities-region-wise/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'geo',
  extension: false,
  errorMessage: 'An error occurred while fetching cities',
};

export const fetchCitiesByRegions: EndpointMeta<typeof contract.fetchCitiesByRegions> = {
  id: 'fetchCitiesByRegions',
  method: 'POST',
  path: '/fetch-all-cities-multiple-regions-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'geo',
  extension: false,
  errorMessage: 'An error occurred while fetching cities',
};

export const fetchGenders: EndpointMeta<typeof contract.fetchGenders> = {
  id: 'fetchGenders',
  method: 'GET',
  path: '/appsells/fetch-genders',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching genders',
};

export const fetchLocationsByCities: EndpointMeta<typeof contract.fetchLocationsByCities> = {
  id: 'fetchLocationsByCities',
  method: 'POST',
  path: '/fetch-all-locations-city-wise/',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'geo',
  extension: false,
  errorMessage: 'An error occurred while fetching locations',
};

export const fetchLsmList: EndpointMeta<typeof contract.fetchLsmList> = {
  id: 'fetchLsmList',
  method: 'GET',
  path: '/appsells/fetch-lsm-list',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching LSM levels',
};

export const fetchMediums: EndpointMeta<typeof contract.fetchMediums> = {
  id: 'fetchMediums',
  method: 'GET',
  path: '/medium/fetch-all-mediums-admin',
  auth: 'none',
  roles: [],
  group: 'medium',
  extension: false,
  errorMessage: 'An error occurred while fetching mediums',
};

export const fetchPrintingMediaTypes: EndpointMeta<typeof contract.fetchPrintingMediaTypes> = {
  id: 'fetchPrintingMediaTypes',
  method: 'GET',
  path: '/appsells/fetch-printing-media-types',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching printing media types',
};

export const fetchRegions: EndpointMeta<typeof contract.fetchRegions> = {
  id: 'fetchRegions',
  method: 'GET',
  path: '/appsells/fetch-regions',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'geo',
  extension: false,
  errorMessage: 'An error occurred while fetching regions',
};

export const fetchSecRanges: EndpointMeta<typeof contract.fetchSecRanges> = {
  id: 'fetchSecRanges',
  method: 'GET',
  path: '/sec-class/fetch-all-sec-range-admin',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'sec',
  extension: false,
  errorMessage: 'An error occurred while fetching SEC ranges',
};

export const fetchSitesByLocations: EndpointMeta<typeof contract.fetchSitesByLocations> = {
  id: 'fetchSitesByLocations',
  method: 'POST',
  path: '/admin/fetch-sites',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'operation_analyst'],
  group: 'geo',
  extension: false,
  errorMessage: 'An error occurred while fetching sites',
};

export const updateCity: EndpointMeta<typeof contract.updateCity> = {
  id: 'updateCity',
  method: 'PATCH',
  path: '/cities/update-cities/appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'cities',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

export const updateMedium: EndpointMeta<typeof contract.updateMedium> = {
  id: 'updateMedium',
  method: 'PATCH',
  path: '/medium/update-medium/appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'medium',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

export const updateSecRange: EndpointMeta<typeof contract.updateSecRange> = {
  id: 'updateSecRange',
  method: 'PATCH',
  path: '/sec-class/update-sec-range/appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'sec',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

// sites

export const approveTrackerSite: EndpointMeta<typeof contract.approveTrackerSite> = {
  id: 'approveTrackerSite',
  method: 'POST',
  path: '/admin/approve-tracker-site/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: false,
  lifecycle: 'requestedSite',
  errorMessage: 'An error occurred while approving the site',
};

export const confirmSiteImport: EndpointMeta<typeof contract.confirmSiteImport> = {
  id: 'confirmSiteImport',
  method: 'POST',
  path: '/admin/import-sites/confirm',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: true,
  multipart: true,
  successStatus: 201,
  errorMessage: 'An error occurred while importing the sites',
};

export const createRequestedSite: EndpointMeta<typeof contract.createRequestedSite> = {
  id: 'createRequestedSite',
  method: 'POST',
  path: '/admin/create-requested-site/appsells',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'operation_analyst'],
  group: 'sites',
  extension: true,
  lifecycle: 'requestedSite',
  successStatus: 201,
  errorMessage: 'Failed to create requested site',
};

export const createSite: EndpointMeta<typeof contract.createSite> = {
  id: 'createSite',
  method: 'POST',
  path: '/admin/create-site-appsells',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the site',
};

export const deleteSite: EndpointMeta<typeof contract.deleteSite> = {
  id: 'deleteSite',
  method: 'DELETE',
  path: '/admin/delete-site/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const deleteSitePhoto: EndpointMeta<typeof contract.deleteSitePhoto> = {
  id: 'deleteSitePhoto',
  method: 'DELETE',
  path: '/admin/delete-site-photo/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: true,
  errorMessage: 'Failed to delete uploaded image',
};

export const downloadSiteImportTemplate: EndpointMeta<typeof contract.downloadSiteImportTemplate> = {
  id: 'downloadSiteImportTemplate',
  method: 'GET',
  path: '/admin/import-sites/template',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the template',
};

export const downloadSitePhoto: EndpointMeta<typeof contract.downloadSitePhoto> = {
  id: 'downloadSitePhoto',
  method: 'GET',
  path: '/site-photos/{id}/file',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager', 'operation_analyst'],
  group: 'sites',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the image',
};

export const fetchApprovedSites: EndpointMeta<typeof contract.fetchApprovedSites> = {
  id: 'fetchApprovedSites',
  method: 'GET',
  path: '/admin/fetch-approved-sites',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching sites',
};

export const fetchInventorySite: EndpointMeta<typeof contract.fetchInventorySite> = {
  id: 'fetchInventorySite',
  method: 'GET',
  path: '/admin/fetch-inventory-site/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'sites',
  extension: true,
  errorMessage: 'An error occurred while fetching the site',
};

export const fetchPendingSites: EndpointMeta<typeof contract.fetchPendingSites> = {
  id: 'fetchPendingSites',
  method: 'GET',
  path: '/admin/fetch-pending-sites',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred while fetching requested sites',
};

export const fetchSiteMapPoints: EndpointMeta<typeof contract.fetchSiteMapPoints> = {
  id: 'fetchSiteMapPoints',
  method: 'GET',
  path: '/admin/fetch-site-map-points',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'sites',
  extension: true,
  errorMessage: 'An error occurred while fetching the map',
};

export const previewSiteImport: EndpointMeta<typeof contract.previewSiteImport> = {
  id: 'previewSiteImport',
  method: 'POST',
  path: '/admin/import-sites/preview',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'sites',
  extension: true,
  multipart: true,
  errorMessage: 'An error occurred while reading the file',
};

export const updateSite: EndpointMeta<typeof contract.updateSite> = {
  id: 'updateSite',
  method: 'PUT',
  path: '/admin/update-site/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'sites',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

export const uploadSitePhotos: EndpointMeta<typeof contract.uploadSitePhotos> = {
  id: 'uploadSitePhotos',
  method: 'POST',
  path: '/admin/upload-site-photos/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'operation_analyst'],
  group: 'sites',
  extension: true,
  multipart: true,
  successStatus: 201,
  errorMessage: 'Image Upload Failed',
};

// dashboard

export const fetchBriefCounts: EndpointMeta<typeof contract.fetchBriefCounts> = {
  id: 'fetchBriefCounts',
  method: 'GET',
  path: '/fetch-count-brief-status-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer'],
  group: 'briefs',
  extension: false,
  errorMessage: 'An error occurred while fetching briefs',
};

export const fetchDashboardQueue: EndpointMeta<typeof contract.fetchDashboardQueue> = {
  id: 'fetchDashboardQueue',
  method: 'GET',
  path: '/fetch-dashboard-queue',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  extension: true,
  errorMessage: 'An error occurred while fetching what waits for you',
};

export const fetchDashboardStats: EndpointMeta<typeof contract.fetchDashboardStats> = {
  id: 'fetchDashboardStats',
  method: 'GET',
  path: '/fetch-dashboard-stats',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  extension: false,
  errorMessage: 'An error occurred while fetching dashboard stats',
};

export const fetchDashboardTrends: EndpointMeta<typeof contract.fetchDashboardTrends> = {
  id: 'fetchDashboardTrends',
  method: 'GET',
  path: '/fetch-dashboard-trends',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner'],
  group: 'dashboard',
  extension: true,
  errorMessage: 'An error occurred while fetching the dashboard charts',
};

export const fetchNotifications: EndpointMeta<typeof contract.fetchNotifications> = {
  id: 'fetchNotifications',
  method: 'GET',
  path: '/user/fetch-notifications',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'notifications',
  extension: false,
  errorMessage: 'An error occurred while fetching notifications',
};

export const fetchPlanCounts: EndpointMeta<typeof contract.fetchPlanCounts> = {
  id: 'fetchPlanCounts',
  method: 'GET',
  path: '/fetch-count-plan-status-wise',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'editor'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchUnreadNotificationCount: EndpointMeta<typeof contract.fetchUnreadNotificationCount> = {
  id: 'fetchUnreadNotificationCount',
  method: 'GET',
  path: '/user/notifications/unread-count',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'notifications',
  extension: true,
  errorMessage: 'An error occurred while fetching notifications',
};

export const markAllNotificationsRead: EndpointMeta<typeof contract.markAllNotificationsRead> = {
  id: 'markAllNotificationsRead',
  method: 'PATCH',
  path: '/user/notifications/read-all',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'notifications',
  extension: true,
  errorMessage: 'Failed to mark the notifications as read',
};

export const markNotificationRead: EndpointMeta<typeof contract.markNotificationRead> = {
  id: 'markNotificationRead',
  method: 'PATCH',
  path: '/user/notifications/{id}/read',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'notifications',
  extension: true,
  errorMessage: 'Failed to mark the notification as read',
};

export const openNotificationStream: EndpointMeta<typeof contract.openNotificationStream> = {
  id: 'openNotificationStream',
  method: 'GET',
  path: '/user/notification-stream',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'notifications',
  extension: true,
  eventStream: true,
  errorMessage: 'An error occurred while fetching notifications',
};

// briefs

export const acceptBrief: EndpointMeta<typeof contract.acceptBrief> = {
  id: 'acceptBrief',
  method: 'PATCH',
  path: '/accept-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer'],
  group: 'briefs',
  extension: false,
  lifecycle: 'brief',
  errorMessage: 'An error occurred during the update',
};

export const addDesignLink: EndpointMeta<typeof contract.addDesignLink> = {
  id: 'addDesignLink',
  method: 'POST',
  path: '/add-design-link/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

export const addHighresLink: EndpointMeta<typeof contract.addHighresLink> = {
  id: 'addHighresLink',
  method: 'POST',
  path: '/add-highres-link/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

export const createBrief: EndpointMeta<typeof contract.createBrief> = {
  id: 'createBrief',
  method: 'POST',
  path: '/create-brief/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'briefs',
  extension: true,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the brief',
};

export const createBriefByFile: EndpointMeta<typeof contract.createBriefByFile> = {
  id: 'createBriefByFile',
  method: 'POST',
  path: '/create-brief-by-file/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'briefs',
  extension: true,
  multipart: true,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the brief',
};

export const deleteBrief: EndpointMeta<typeof contract.deleteBrief> = {
  id: 'deleteBrief',
  method: 'DELETE',
  path: '/delete-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'briefs',
  extension: false,
  lifecycle: 'brief',
  errorMessage: 'Failed to delete Brief',
};

export const downloadBriefAttachment: EndpointMeta<typeof contract.downloadBriefAttachment> = {
  id: 'downloadBriefAttachment',
  method: 'GET',
  path: '/brief-attachment/admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer', 'planner'],
  group: 'briefs',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the brief document',
};

export const fetchApprovedBriefs: EndpointMeta<typeof contract.fetchApprovedBriefs> = {
  id: 'fetchApprovedBriefs',
  method: 'GET',
  path: '/fetch-all-approved-briefs-admin',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer', 'planner'],
  group: 'briefs',
  extension: false,
  errorMessage: 'An error occurred while fetching briefs',
};

export const fetchClientBriefs: EndpointMeta<typeof contract.fetchClientBriefs> = {
  id: 'fetchClientBriefs',
  method: 'GET',
  path: '/fetch-all-briefs-client/admin/{userId}',
  auth: 'bearer',
  roles: ['admin', 'manager', 'key_account_manager'],
  group: 'briefs',
  extension: false,
  errorMessage: 'An error occurred while fetching briefs',
};

export const fetchNewBriefs: EndpointMeta<typeof contract.fetchNewBriefs> = {
  id: 'fetchNewBriefs',
  method: 'GET',
  path: '/fetch-all-briefs-admin',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer'],
  group: 'briefs',
  extension: false,
  errorMessage: 'An error occurred while fetching briefs',
};

export const fetchRejectedBriefs: EndpointMeta<typeof contract.fetchRejectedBriefs> = {
  id: 'fetchRejectedBriefs',
  method: 'GET',
  path: '/fetch-all-rejected-briefs-admin',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer'],
  group: 'briefs',
  extension: false,
  errorMessage: 'An error occurred while fetching briefs',
};

export const fetchSingleBrief: EndpointMeta<typeof contract.fetchSingleBrief> = {
  id: 'fetchSingleBrief',
  method: 'GET',
  path: '/fetch-single-brief-admin/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer', 'planner'],
  group: 'briefs',
  extension: false,
  errorMessage: 'An error occurred while fetching the brief',
};

export const rejectBrief: EndpointMeta<typeof contract.rejectBrief> = {
  id: 'rejectBrief',
  method: 'PATCH',
  path: '/reject-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'designer'],
  group: 'briefs',
  extension: false,
  lifecycle: 'brief',
  errorMessage: 'An error occurred during the update',
};

export const updateBrief: EndpointMeta<typeof contract.updateBrief> = {
  id: 'updateBrief',
  method: 'PUT',
  path: '/update-brief/admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'briefs',
  extension: true,
  lifecycle: 'brief',
  errorMessage: 'An error occurred during the update',
};

export const updateBriefByFile: EndpointMeta<typeof contract.updateBriefByFile> = {
  id: 'updateBriefByFile',
  method: 'PUT',
  path: '/update-brief-by-file/admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'briefs',
  extension: true,
  multipart: true,
  lifecycle: 'brief',
  errorMessage: 'An error occurred during the update',
};

// clients

export const deleteClient: EndpointMeta<typeof contract.deleteClient> = {
  id: 'deleteClient',
  method: 'DELETE',
  path: '/admin/delete-clients/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'clients',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const fetchAllClients: EndpointMeta<typeof contract.fetchAllClients> = {
  id: 'fetchAllClients',
  method: 'GET',
  path: '/admin/fetch-all-clients',
  auth: 'bearer',
  roles: ['admin', 'manager', 'key_account_manager'],
  group: 'clients',
  extension: false,
  errorMessage: 'Failed to fetch clients',
};

export const fetchClientProfile: EndpointMeta<typeof contract.fetchClientProfile> = {
  id: 'fetchClientProfile',
  method: 'GET',
  path: '/admin/fetch-single-client/profile/{id}',
  auth: 'bearer',
  roles: ['admin', 'manager', 'key_account_manager'],
  group: 'clients',
  extension: false,
  errorMessage: 'An error occurred while fetching the client',
};

export const fetchKeyAccountManagers: EndpointMeta<typeof contract.fetchKeyAccountManagers> = {
  id: 'fetchKeyAccountManagers',
  method: 'GET',
  path: '/admin/fetch-key-account-managers',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'clients',
  extension: true,
  errorMessage: 'An error occurred while fetching the key account managers',
};

export const registerClient: EndpointMeta<typeof contract.registerClient> = {
  id: 'registerClient',
  method: 'POST',
  path: '/client/register',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'clients',
  extension: false,
  successStatus: 201,
  errorMessage: 'Failed to register client',
};

export const updateClient: EndpointMeta<typeof contract.updateClient> = {
  id: 'updateClient',
  method: 'PUT',
  path: '/admin/update-client/profile/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'clients',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

// plans

export const acceptPlan: EndpointMeta<typeof contract.acceptPlan> = {
  id: 'acceptPlan',
  method: 'PATCH',
  path: '/accept-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'plans',
  extension: true,
  lifecycle: 'plan',
  errorMessage: 'Failed to update status',
};

export const createPlanName: EndpointMeta<typeof contract.createPlanName> = {
  id: 'createPlanName',
  method: 'POST',
  path: '/create-plan-name/admin-appsell/{briefId}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the plan',
};

export const createPlanSites: EndpointMeta<typeof contract.createPlanSites> = {
  id: 'createPlanSites',
  method: 'POST',
  path: '/create-plansites/admin-appsell/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'geo',
  extension: false,
  lifecycle: 'plan',
  errorMessage: 'An error occurred while saving the plan sites',
};

export const fetchAlterPendingPlans: EndpointMeta<typeof contract.fetchAlterPendingPlans> = {
  id: 'fetchAlterPendingPlans',
  method: 'GET',
  path: '/fetch-briefs-alter-pending-plans/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager', 'editor'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchAlterPlans: EndpointMeta<typeof contract.fetchAlterPlans> = {
  id: 'fetchAlterPlans',
  method: 'GET',
  path: '/fetch-briefs-alter-plans-list/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchAlterRequiredPlans: EndpointMeta<typeof contract.fetchAlterRequiredPlans> = {
  id: 'fetchAlterRequiredPlans',
  method: 'GET',
  path: '/fetch-briefs-alter-required-plans/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchAlteredPendingPlansOfBrief: EndpointMeta<typeof contract.fetchAlteredPendingPlansOfBrief> = {
  id: 'fetchAlteredPendingPlansOfBrief',
  method: 'GET',
  path: '/fetch-plans-altered-pending/admin-appsells/{brief_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager', 'editor'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchAlteredPlansOfBrief: EndpointMeta<typeof contract.fetchAlteredPlansOfBrief> = {
  id: 'fetchAlteredPlansOfBrief',
  method: 'GET',
  path: '/fetch-plans-altered/admin-appsells/{brief_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchAlteredRequiredPlansOfBrief: EndpointMeta<typeof contract.fetchAlteredRequiredPlansOfBrief> = {
  id: 'fetchAlteredRequiredPlansOfBrief',
  method: 'GET',
  path: '/fetch-plans-altered-required/admin-appsells/{brief_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchApprovedPlans: EndpointMeta<typeof contract.fetchApprovedPlans> = {
  id: 'fetchApprovedPlans',
  method: 'GET',
  path: '/approved-plans-admin',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchInprogressPlans: EndpointMeta<typeof contract.fetchInprogressPlans> = {
  id: 'fetchInprogressPlans',
  method: 'GET',
  path: '/fetch-briefs-inprogress-plans-list/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans in progress',
};

export const fetchLostPlans: EndpointMeta<typeof contract.fetchLostPlans> = {
  id: 'fetchLostPlans',
  method: 'GET',
  path: '/fetch-briefs-lost-plans-list/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchLostPlansOfBrief: EndpointMeta<typeof contract.fetchLostPlansOfBrief> = {
  id: 'fetchLostPlansOfBrief',
  method: 'GET',
  path: '/fetch-lost-plans-admin/{brief_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchPendingPlans: EndpointMeta<typeof contract.fetchPendingPlans> = {
  id: 'fetchPendingPlans',
  method: 'GET',
  path: '/fetch-briefs-pending-plans-list/admin-appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchPendingPlansOfBrief: EndpointMeta<typeof contract.fetchPendingPlansOfBrief> = {
  id: 'fetchPendingPlansOfBrief',
  method: 'GET',
  path: '/fetch-pending-plans-admin/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching plans',
};

export const fetchPlan: EndpointMeta<typeof contract.fetchPlan> = {
  id: 'fetchPlan',
  method: 'GET',
  path: '/fetch-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager', 'editor'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan',
};

export const fetchPlanGroupedSites: EndpointMeta<typeof contract.fetchPlanGroupedSites> = {
  id: 'fetchPlanGroupedSites',
  method: 'GET',
  path: '/fetch-plan-grouped-sites/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager', 'editor'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan',
};

export const fetchPlanSiteOptions: EndpointMeta<typeof contract.fetchPlanSiteOptions> = {
  id: 'fetchPlanSiteOptions',
  method: 'POST',
  path: '/fetch-plan-site-options/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'geo',
  extension: true,
  errorMessage: 'An error occurred while fetching the sites',
};

export const fetchPlansOfBrief: EndpointMeta<typeof contract.fetchPlansOfBrief> = {
  id: 'fetchPlansOfBrief',
  method: 'GET',
  path: '/fetch-plans-of-brief/admin-appsells/{brief_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager', 'editor'],
  group: 'plans',
  extension: true,
  errorMessage: 'An error occurred while fetching plans',
};

export const losePlan: EndpointMeta<typeof contract.losePlan> = {
  id: 'losePlan',
  method: 'PATCH',
  path: '/lose-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'plans',
  extension: true,
  lifecycle: 'plan',
  errorMessage: 'Failed to update status',
};

export const requestPlanModification: EndpointMeta<typeof contract.requestPlanModification> = {
  id: 'requestPlanModification',
  method: 'PATCH',
  path: '/request-plan-modification/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'plans',
  extension: true,
  lifecycle: 'plan',
  errorMessage: 'Failed to update status',
};

export const resubmitPlan: EndpointMeta<typeof contract.resubmitPlan> = {
  id: 'resubmitPlan',
  method: 'PATCH',
  path: '/resubmit-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'plans',
  extension: true,
  lifecycle: 'plan',
  errorMessage: 'Failed to update status',
};

export const submitPlan: EndpointMeta<typeof contract.submitPlan> = {
  id: 'submitPlan',
  method: 'PATCH',
  path: '/submit-plan/admin-appsells/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'plans',
  extension: true,
  lifecycle: 'plan',
  errorMessage: 'Failed to update status',
};

// summaries

export const fetchBreakFocPaid: EndpointMeta<typeof contract.fetchBreakFocPaid> = {
  id: 'fetchBreakFocPaid',
  method: 'GET',
  path: '/fetch-break-foc-paid/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchConventionalPlanSummary: EndpointMeta<typeof contract.fetchConventionalPlanSummary> = {
  id: 'fetchConventionalPlanSummary',
  method: 'GET',
  path: '/fetch-conventional-plan-summary/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchConventionalPlanSummaryRegionWise: EndpointMeta<typeof contract.fetchConventionalPlanSummaryRegionWise> = {
  id: 'fetchConventionalPlanSummaryRegionWise',
  method: 'GET',
  path: '/fetch-conventional-plan-summary-region-wise/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchDigitalPlanSummary: EndpointMeta<typeof contract.fetchDigitalPlanSummary> = {
  id: 'fetchDigitalPlanSummary',
  method: 'GET',
  path: '/fetch-digital-plan-summary/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchPlanComparisonConventionalDigital: EndpointMeta<typeof contract.fetchPlanComparisonConventionalDigital> = {
  id: 'fetchPlanComparisonConventionalDigital',
  method: 'GET',
  path: '/fetch-plan-comparison-conventional-digital/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchPlanDisplayDuration: EndpointMeta<typeof contract.fetchPlanDisplayDuration> = {
  id: 'fetchPlanDisplayDuration',
  method: 'GET',
  path: '/fetch-plan-display-duration/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchPlanSummaryConsolidated: EndpointMeta<typeof contract.fetchPlanSummaryConsolidated> = {
  id: 'fetchPlanSummaryConsolidated',
  method: 'GET',
  path: '/fetch-plan-summary-consolidated/client-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'summaries',
  extension: false,
  errorMessage: 'An error occurred while fetching the plan summary',
};

export const fetchPreCampaignAnalysisForm: EndpointMeta<typeof contract.fetchPreCampaignAnalysisForm> = {
  id: 'fetchPreCampaignAnalysisForm',
  method: 'GET',
  path: '/fetch-pre-campaign-analysis-form/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'plans',
  extension: false,
  errorMessage: 'An error occurred while fetching the pre-campaign analysis',
};

// visualrep

export const downloadVisualRepImage: EndpointMeta<typeof contract.downloadVisualRepImage> = {
  id: 'downloadVisualRepImage',
  method: 'GET',
  path: '/visualrep-image/{plan_id}/{site_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'editor'],
  group: 'plans',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the image',
};

export const fetchVisualRepImages: EndpointMeta<typeof contract.fetchVisualRepImages> = {
  id: 'fetchVisualRepImages',
  method: 'GET',
  path: '/fetch-visualrep-images/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'editor'],
  group: 'plans',
  extension: true,
  errorMessage: 'An error occurred while fetching the images',
};

export const generateVisualRepExcel: EndpointMeta<typeof contract.generateVisualRepExcel> = {
  id: 'generateVisualRepExcel',
  method: 'POST',
  path: '/visualrep-excelsheet/{plan_id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'editor'],
  group: 'plans',
  extension: false,
  download: true,
  errorMessage: 'An error occurred while fetching the excel sheet',
};

export const generateVisualRepPdf: EndpointMeta<typeof contract.generateVisualRepPdf> = {
  id: 'generateVisualRepPdf',
  method: 'GET',
  path: '/generate-visual-rep-pdf/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'editor'],
  group: 'plans',
  extension: false,
  download: true,
  errorMessage: 'An error occurred while fetching pdf',
};

export const uploadVisualRepImage: EndpointMeta<typeof contract.uploadVisualRepImage> = {
  id: 'uploadVisualRepImage',
  method: 'POST',
  path: '/visualrep-image-upload',
  auth: 'bearer',
  roles: ['admin', 'planner', 'editor'],
  group: 'plans',
  extension: false,
  multipart: true,
  errorMessage: 'Image Upload Failed',
};

// payorders

export const acceptPayOrder: EndpointMeta<typeof contract.acceptPayOrder> = {
  id: 'acceptPayOrder',
  method: 'PATCH',
  path: '/accept-pay-order/admin/appsell/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: false,
  lifecycle: 'payOrder',
  errorMessage: 'An error occurred during the update',
};

export const downloadPayOrderDocument: EndpointMeta<typeof contract.downloadPayOrderDocument> = {
  id: 'downloadPayOrderDocument',
  method: 'GET',
  path: '/download-pay-order-document/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the pay order document',
};

export const fetchBriefPayOrders: EndpointMeta<typeof contract.fetchBriefPayOrders> = {
  id: 'fetchBriefPayOrders',
  method: 'GET',
  path: '/fetch-all-pay-orders-/brief/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: false,
  errorMessage: 'An error occurred while fetching pay orders',
};

export const fetchBriefsAwaitingPayOrder: EndpointMeta<typeof contract.fetchBriefsAwaitingPayOrder> = {
  id: 'fetchBriefsAwaitingPayOrder',
  method: 'GET',
  path: '/fetch-briefs-awaiting-pay-order/appsells',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: true,
  errorMessage: 'An error occurred while fetching briefs',
};

export const fetchPayOrderCounts: EndpointMeta<typeof contract.fetchPayOrderCounts> = {
  id: 'fetchPayOrderCounts',
  method: 'GET',
  path: '/fetch-pay-order-counts',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: true,
  errorMessage: 'An error occurred while fetching pay orders',
};

export const fetchPayOrders: EndpointMeta<typeof contract.fetchPayOrders> = {
  id: 'fetchPayOrders',
  method: 'GET',
  path: '/fetch-pay-orders/appsells',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: true,
  errorMessage: 'An error occurred while fetching pay orders',
};

export const recordPayOrder: EndpointMeta<typeof contract.recordPayOrder> = {
  id: 'recordPayOrder',
  method: 'POST',
  path: '/record-pay-order/admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: true,
  multipart: true,
  successStatus: 201,
  errorMessage: 'An error occurred while recording the pay order',
};

export const rejectPayOrder: EndpointMeta<typeof contract.rejectPayOrder> = {
  id: 'rejectPayOrder',
  method: 'PATCH',
  path: '/reject-pay-order/admin/appsell/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'payorders',
  extension: false,
  lifecycle: 'payOrder',
  errorMessage: 'An error occurred during the update',
};

// campaigns

export const completeCampaign: EndpointMeta<typeof contract.completeCampaign> = {
  id: 'completeCampaign',
  method: 'PATCH',
  path: '/complete-campaign/{id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'campaign',
  errorMessage: 'Failed to complete campaign',
};

export const fetchActiveCampaigns: EndpointMeta<typeof contract.fetchActiveCampaigns> = {
  id: 'fetchActiveCampaigns',
  method: 'GET',
  path: '/campaign-fetch/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'planner', 'key_account_manager', 'manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching campaigns',
};

export const fetchClientCampaigns: EndpointMeta<typeof contract.fetchClientCampaigns> = {
  id: 'fetchClientCampaigns',
  method: 'GET',
  path: '/fetch-all-campaigns-client/admin/{userId}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'planner', 'key_account_manager', 'manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching campaigns',
};

export const fetchClientCompletedCampaigns: EndpointMeta<typeof contract.fetchClientCompletedCampaigns> = {
  id: 'fetchClientCompletedCampaigns',
  method: 'GET',
  path: '/fetch-all-completed-campaigns-client/admin/{id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'planner', 'key_account_manager', 'manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching campaigns',
};

export const fetchCompletedCampaigns: EndpointMeta<typeof contract.fetchCompletedCampaigns> = {
  id: 'fetchCompletedCampaigns',
  method: 'GET',
  path: '/completed-campaign-fetch/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'planner', 'key_account_manager', 'manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching campaigns',
};

export const fetchSingleCampaign: EndpointMeta<typeof contract.fetchSingleCampaign> = {
  id: 'fetchSingleCampaign',
  method: 'GET',
  path: '/fetch-single-campaign/admin/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'planner', 'key_account_manager', 'manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching the campaign',
};

export const fetchWorkQueue: EndpointMeta<typeof contract.fetchWorkQueue> = {
  id: 'fetchWorkQueue',
  method: 'GET',
  path: '/fetch-work-queue',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager'],
  group: 'campaigns',
  extension: true,
  errorMessage: 'An error occurred while fetching what waits for you',
};

export const waiveExecutionStatus: EndpointMeta<typeof contract.waiveExecutionStatus> = {
  id: 'waiveExecutionStatus',
  method: 'POST',
  path: '/admin/waive-execution-status',
  auth: 'bearer',
  roles: ['admin'],
  group: 'campaigns',
  extension: true,
  lifecycle: 'campaign',
  errorMessage: 'Failed to update status',
};

// field

export const approveExecutionStatus: EndpointMeta<typeof contract.approveExecutionStatus> = {
  id: 'approveExecutionStatus',
  method: 'POST',
  path: '/admin/approve-execution-status/',
  auth: 'bearer',
  roles: ['admin'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'executionStatus',
  errorMessage: 'An error occurred during the update',
};

export const approveSiteImages: EndpointMeta<typeof contract.approveSiteImages> = {
  id: 'approveSiteImages',
  method: 'PATCH',
  path: '/admin/approve-images-site-tracker',
  auth: 'bearer',
  roles: ['admin'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'siteImage',
  errorMessage: 'An error occurred during the update',
};

export const assignTracker: EndpointMeta<typeof contract.assignTracker> = {
  id: 'assignTracker',
  method: 'POST',
  path: '/admin/assign-tracker/appsells-sites',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'campaign',
  errorMessage: 'Failed to assign tracker',
};

export const deleteSiteImages: EndpointMeta<typeof contract.deleteSiteImages> = {
  id: 'deleteSiteImages',
  method: 'DELETE',
  path: '/delete-plan-site-images/',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'siteImage',
  errorMessage: 'Failed to delete uploaded image',
};

export const downloadSiteImage: EndpointMeta<typeof contract.downloadSiteImage> = {
  id: 'downloadSiteImage',
  method: 'GET',
  path: '/site-images/{id}/file',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the image',
};

export const fetchApprovedSiteImages: EndpointMeta<typeof contract.fetchApprovedSiteImages> = {
  id: 'fetchApprovedSiteImages',
  method: 'GET',
  path: '/admin/fetch-approved-siteimages/{id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching images',
};

export const fetchExecutionStatusHistory: EndpointMeta<typeof contract.fetchExecutionStatusHistory> = {
  id: 'fetchExecutionStatusHistory',
  method: 'GET',
  path: '/admin/fetch-execution-statuses-admin/',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching execution statuses',
};

export const fetchExecutionStatusesDropdown: EndpointMeta<typeof contract.fetchExecutionStatusesDropdown> = {
  id: 'fetchExecutionStatusesDropdown',
  method: 'GET',
  path: '/admin/fetch-execution-statuses-dropdown',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching execution statuses',
};

export const fetchPendingSiteImages: EndpointMeta<typeof contract.fetchPendingSiteImages> = {
  id: 'fetchPendingSiteImages',
  method: 'GET',
  path: '/admin/fetch-pending-siteimages/{id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching images',
};

export const fetchPlanSite: EndpointMeta<typeof contract.fetchPlanSite> = {
  id: 'fetchPlanSite',
  method: 'GET',
  path: '/admin/fetch-plansite/{site_id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching the site',
};

export const fetchSite: EndpointMeta<typeof contract.fetchSite> = {
  id: 'fetchSite',
  method: 'GET',
  path: '/admin/fetch-site/{id}',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager', 'planner'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching the site',
};

export const fetchTrackerStatuses: EndpointMeta<typeof contract.fetchTrackerStatuses> = {
  id: 'fetchTrackerStatuses',
  method: 'GET',
  path: '/fetch-tracker-status',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching tracker statuses',
};

export const fetchTrackers: EndpointMeta<typeof contract.fetchTrackers> = {
  id: 'fetchTrackers',
  method: 'GET',
  path: '/admin/fetch-trackers',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst', 'key_account_manager'],
  group: 'campaigns',
  extension: false,
  errorMessage: 'An error occurred while fetching trackers',
};

export const rejectExecutionStatus: EndpointMeta<typeof contract.rejectExecutionStatus> = {
  id: 'rejectExecutionStatus',
  method: 'POST',
  path: '/admin/reject-execution-status',
  auth: 'bearer',
  roles: ['admin'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'executionStatus',
  errorMessage: 'An error occurred during the update',
};

export const rejectSiteImages: EndpointMeta<typeof contract.rejectSiteImages> = {
  id: 'rejectSiteImages',
  method: 'PATCH',
  path: '/admin/reject-images-site-tracker',
  auth: 'bearer',
  roles: ['admin'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'siteImage',
  errorMessage: 'An error occurred during the update',
};

export const updateExecutionStatus: EndpointMeta<typeof contract.updateExecutionStatus> = {
  id: 'updateExecutionStatus',
  method: 'POST',
  path: '/admin/update-execution-status',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'executionStatus',
  errorMessage: 'Failed to update status',
};

export const updateTrackerStatus: EndpointMeta<typeof contract.updateTrackerStatus> = {
  id: 'updateTrackerStatus',
  method: 'PUT',
  path: '/update-tracker-status',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst'],
  group: 'campaigns',
  extension: false,
  lifecycle: 'campaign',
  errorMessage: 'Failed to update status',
};

export const uploadSiteImages: EndpointMeta<typeof contract.uploadSiteImages> = {
  id: 'uploadSiteImages',
  method: 'POST',
  path: '/upload-site-images/operational-analyst',
  auth: 'bearer',
  roles: ['admin', 'operation_analyst'],
  group: 'campaigns',
  extension: false,
  multipart: true,
  lifecycle: 'campaign',
  successStatus: 201,
  errorMessage: 'Image Upload Failed',
};

// users

export const activateUser: EndpointMeta<typeof contract.activateUser> = {
  id: 'activateUser',
  method: 'PATCH',
  path: '/user/activate-appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: false,
  lifecycle: 'user',
  errorMessage: 'Failed to update status',
};

export const addUser: EndpointMeta<typeof contract.addUser> = {
  id: 'addUser',
  method: 'POST',
  path: '/admin/add/user',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while adding the user',
};

export const changeOwnPassword: EndpointMeta<typeof contract.changeOwnPassword> = {
  id: 'changeOwnPassword',
  method: 'PATCH',
  path: '/user/change-password',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'users',
  extension: true,
  errorMessage: 'Failed to change the password',
};

export const checkPasswordLink: EndpointMeta<typeof contract.checkPasswordLink> = {
  id: 'checkPasswordLink',
  method: 'GET',
  path: '/user/password-link',
  auth: 'password-token',
  roles: [],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while checking the link',
};

export const deactivateUser: EndpointMeta<typeof contract.deactivateUser> = {
  id: 'deactivateUser',
  method: 'PATCH',
  path: '/user/deactivate-appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: true,
  lifecycle: 'user',
  errorMessage: 'Failed to update status',
};

export const deleteUser: EndpointMeta<typeof contract.deleteUser> = {
  id: 'deleteUser',
  method: 'DELETE',
  path: '/user/delete-appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: false,
  lifecycle: 'user',
  errorMessage: 'An error occurred during the deletion',
};

export const fetchAllUsers: EndpointMeta<typeof contract.fetchAllUsers> = {
  id: 'fetchAllUsers',
  method: 'GET',
  path: '/users/fetch-all/appsells',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'users',
  extension: false,
  errorMessage: 'An error occurred while fetching users',
};

export const fetchMailOutbox: EndpointMeta<typeof contract.fetchMailOutbox> = {
  id: 'fetchMailOutbox',
  method: 'GET',
  path: '/admin/mail-outbox',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while fetching the outbox',
};

export const fetchUserDetails: EndpointMeta<typeof contract.fetchUserDetails> = {
  id: 'fetchUserDetails',
  method: 'GET',
  path: '/user/get-single-user/details/{id}',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'users',
  extension: false,
  errorMessage: 'An error occurred while fetching the user',
};

export const logout: EndpointMeta<typeof contract.logout> = {
  id: 'logout',
  method: 'POST',
  path: '/user/logout',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager', 'planner', 'designer', 'editor', 'operation_analyst', 'manager'],
  group: 'users',
  extension: true,
  errorMessage: 'Failed to sign out',
};

export const resendPasswordLink: EndpointMeta<typeof contract.resendPasswordLink> = {
  id: 'resendPasswordLink',
  method: 'POST',
  path: '/admin/resend-password-link/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while sending the link',
};

export const updatePassword: EndpointMeta<typeof contract.updatePassword> = {
  id: 'updatePassword',
  method: 'PATCH',
  path: '/user/update-password/appsells',
  auth: 'password-token',
  roles: [],
  group: 'users',
  extension: false,
  lifecycle: 'user',
  errorMessage: 'Failed to set the password',
};

export const updateUser: EndpointMeta<typeof contract.updateUser> = {
  id: 'updateUser',
  method: 'PATCH',
  path: '/user/update/appsell/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

// competitors

export const createCompetitor: EndpointMeta<typeof contract.createCompetitor> = {
  id: 'createCompetitor',
  method: 'POST',
  path: '/create-competitor/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  multipart: true,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the competitor',
};

export const createCompetitorCampaign: EndpointMeta<typeof contract.createCompetitorCampaign> = {
  id: 'createCompetitorCampaign',
  method: 'POST',
  path: '/create-competitor-campaign/admin/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  successStatus: 201,
  errorMessage: 'An error occurred while creating the campaign',
};

export const deleteCompetitor: EndpointMeta<typeof contract.deleteCompetitor> = {
  id: 'deleteCompetitor',
  method: 'DELETE',
  path: '/delete-competitor/admin/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const deleteCompetitorCampaign: EndpointMeta<typeof contract.deleteCompetitorCampaign> = {
  id: 'deleteCompetitorCampaign',
  method: 'DELETE',
  path: '/delete-competitor-campaign/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred during the deletion',
};

export const downloadCompetitorLogo: EndpointMeta<typeof contract.downloadCompetitorLogo> = {
  id: 'downloadCompetitorLogo',
  method: 'GET',
  path: '/competitor-logo/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'competitors',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the logo',
};

export const downloadCompetitorReportPdf: EndpointMeta<typeof contract.downloadCompetitorReportPdf> = {
  id: 'downloadCompetitorReportPdf',
  method: 'GET',
  path: '/competitor-report-pdf/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching pdf',
};

export const downloadCompetitorSitePhoto: EndpointMeta<typeof contract.downloadCompetitorSitePhoto> = {
  id: 'downloadCompetitorSitePhoto',
  method: 'GET',
  path: '/competitor-site-photo/{id}/file',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: true,
  download: true,
  errorMessage: 'An error occurred while fetching the image',
};

export const fetchAllCompetitors: EndpointMeta<typeof contract.fetchAllCompetitors> = {
  id: 'fetchAllCompetitors',
  method: 'GET',
  path: '/fetch-all-competitors/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred while fetching competitors',
};

export const fetchCompetitorCampaignSites: EndpointMeta<typeof contract.fetchCompetitorCampaignSites> = {
  id: 'fetchCompetitorCampaignSites',
  method: 'GET',
  path: '/competitor-campaign-sites/admin/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred while fetching the sites',
};

export const fetchCompetitorCampaigns: EndpointMeta<typeof contract.fetchCompetitorCampaigns> = {
  id: 'fetchCompetitorCampaigns',
  method: 'GET',
  path: '/competitor-campaigns/admin/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner', 'key_account_manager'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred while fetching campaigns',
};

export const fetchSingleReport: EndpointMeta<typeof contract.fetchSingleReport> = {
  id: 'fetchSingleReport',
  method: 'GET',
  path: '/fetch-single-report/admin/appsells',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred while fetching the report',
};

export const generateCompetitorReport: EndpointMeta<typeof contract.generateCompetitorReport> = {
  id: 'generateCompetitorReport',
  method: 'POST',
  path: '/admin/generate-competitor-report/appsells',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred while generating the report',
};

export const updateCompetitor: EndpointMeta<typeof contract.updateCompetitor> = {
  id: 'updateCompetitor',
  method: 'PUT',
  path: '/update-competitor/admin/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  multipart: true,
  errorMessage: 'An error occurred during the update',
};

export const updateCompetitorCampaign: EndpointMeta<typeof contract.updateCompetitorCampaign> = {
  id: 'updateCompetitorCampaign',
  method: 'PUT',
  path: '/update-competitor-campaign/admin/appsells/',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'An error occurred during the update',
};

export const updateCompetitorCampaignSites: EndpointMeta<typeof contract.updateCompetitorCampaignSites> = {
  id: 'updateCompetitorCampaignSites',
  method: 'PATCH',
  path: '/admin/update-competitor-campaign-sites/appsells/',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: false,
  errorMessage: 'Failed to update competitor campaign sites',
};

export const uploadCompetitorSitePhoto: EndpointMeta<typeof contract.uploadCompetitorSitePhoto> = {
  id: 'uploadCompetitorSitePhoto',
  method: 'POST',
  path: '/admin/competitor-site-photo/appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'planner'],
  group: 'competitors',
  extension: true,
  multipart: true,
  errorMessage: 'Image Upload Failed',
};

// lifecycles

export const fetchLifecycleCounts: EndpointMeta<typeof contract.fetchLifecycleCounts> = {
  id: 'fetchLifecycleCounts',
  method: 'GET',
  path: '/admin/fetch-lifecycle-counts',
  auth: 'bearer',
  roles: ['admin'],
  group: 'lifecycles',
  extension: true,
  errorMessage: 'An error occurred while fetching the lifecycle counts',
};

// system

export const health: EndpointMeta<typeof contract.health> = {
  id: 'health',
  method: 'GET',
  path: '/health',
  auth: 'none',
  roles: [],
  group: 'system',
  extension: true,
  errorMessage: 'Unexpected status code',
};

export const metrics: EndpointMeta<typeof contract.metrics> = {
  id: 'metrics',
  method: 'GET',
  path: '/metrics',
  auth: 'metrics-token',
  roles: [],
  group: 'system',
  extension: true,
  text: 'text/plain; version=0.0.4; charset=utf-8',
  errorMessage: 'Unexpected status code',
};

export const readiness: EndpointMeta<typeof contract.readiness> = {
  id: 'readiness',
  method: 'GET',
  path: '/health/ready',
  auth: 'none',
  roles: [],
  group: 'system',
  extension: true,
  errorMessage: 'Unexpected status code',
};
